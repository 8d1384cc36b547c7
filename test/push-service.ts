import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of one subscription: its P-256 key pair and auth secret. */
export interface TestSubscriber {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Every message the push service received for it, decrypted. */
  received: unknown[];
}

interface Subscriber extends TestSubscriber {
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
  /** What the push service answers for this subscription (201, or 410 once it is gone). */
  answer: number;
}

/**
 * The aes128gcm content coding of RFC 8188 with the Web Push key derivation of RFC 8291, read
 * from the receiving side: what a browser does with a message its push service hands it.
 */
function decrypt(body: Buffer, subscriber: Subscriber): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const receiverPublicKey = subscriber.ecdh.getPublicKey();
  const sharedSecret = subscriber.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    receiverPublicKey,
    senderPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, subscriber.authSecret, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header (RFC 8292): a JWT for this origin, signed by the key it names. */
function checkVapid(authorization: string | undefined, origin: string): string | null {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  if (!match) return 'no VAPID authorization';
  const [header, claims, signature] = match[1]!.split('.');
  const publicKey = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: publicKey.subarray(1, 33).toString('base64url'),
      y: publicKey.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  if (!isSigned) return 'VAPID signature does not verify';
  const { aud } = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string };
  return aud === origin ? null : `VAPID audience ${aud}`;
}

/**
 * A local HTTP server that plays a browser vendor's push service: it takes the server's Web
 * Push requests for the subscriptions it made, checks their VAPID signature and decrypts their
 * payload with each subscription's own keys.
 */
export async function startTestPushService() {
  const subscribers = new Map<string, Subscriber>();
  const problems: string[] = [];
  const waiters: (() => void)[] = [];
  let requests = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests += 1;
      const subscriber = subscribers.get(req.url ?? '');
      if (!subscriber) {
        res.writeHead(404).end();
        return;
      }
      if (subscriber.answer >= 300) {
        res.writeHead(subscriber.answer).end();
        return;
      }
      const problem =
        checkVapid(req.headers.authorization, origin) ??
        (req.headers['content-encoding'] === 'aes128gcm' ? null : 'not aes128gcm');
      if (problem) {
        problems.push(problem);
        res.writeHead(400).end();
        return;
      }
      subscriber.received.push(JSON.parse(decrypt(Buffer.concat(chunks), subscriber)));
      res.writeHead(201).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    problems,
    get requests() {
      return requests;
    },
    /** A new browser subscription on this push service. */
    subscribe(): TestSubscriber {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('base64url')}`;
      const subscriber: Subscriber = {
        endpoint: `${origin}${path}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: authSecret.toString('base64url'),
        },
        received: [],
        ecdh,
        authSecret,
        answer: 201,
      };
      subscribers.set(path, subscriber);
      return subscriber;
    },
    /** From now on the push service answers that the subscription is gone. */
    expire(subscriber: TestSubscriber) {
      subscribers.get(new URL(subscriber.endpoint).pathname)!.answer = 410;
    },
    /** Resolves once `check` holds, checked after each message; rejects after `timeoutMs`. */
    async until(check: () => boolean, timeoutMs = 5000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > deadline) throw new Error('the push service waited in vain');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
