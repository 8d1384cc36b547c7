import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface SendOutcome {
  sent: number[];
  /** Subscriptions the push service no longer knows (404, 410): to be forgotten. */
  gone: number[];
  failed: number;
}

/** Sends to this many devices at once: a site's thousand devices in a few round trips. */
const CONCURRENCY = 64;
const TIMEOUT_MS = 10_000;
/** A notification older than this is worth nothing at the gate; the push service drops it. */
const TTL_SECONDS = 15 * 60;
/** A VAPID token's life; push services refuse one that ends more than 24 hours ahead. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291): `web-push` signs
 * and encrypts each request; it is sent with the platform's fetch, which speaks HTTP as well as
 * HTTPS (web-push's own sender only HTTPS), so the tests' local push service needs no
 * certificate.
 */
export function createPushSender(vapid: VapidKeys & { subject: string }) {
  const signatures = new Map<string, { authorization: string; renewAt: number }>();

  /**
   * The VAPID header of one push service (its origin is the token's audience), signed once and
   * reused until an hour before it ends: a thousand devices on one service cost one signature,
   * not a thousand.
   */
  function vapidAuthorization(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const kept = signatures.get(audience);
    if (kept && kept.renewAt > Date.now()) return kept.authorization;
    const expiresAt = Math.floor(Date.now() / 1000) + VAPID_TOKEN_SECONDS;
    const { Authorization } = webPush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expiresAt,
    );
    signatures.set(audience, {
      authorization: Authorization,
      renewAt: (expiresAt - 60 * 60) * 1000,
    });
    return Authorization;
  }

  async function sendOne(target: PushTarget, payload: string): Promise<number> {
    // The payload is encrypted for each device (RFC 8291 wants a fresh key per message); the
    // signature is the service's, added here instead of web-push signing every request.
    const details = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { contentEncoding: 'aes128gcm', TTL: TTL_SECONDS, urgency: 'high' },
    );
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: {
        ...(details.headers as Record<string, string>),
        Authorization: vapidAuthorization(target.endpoint),
      },
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  }

  /** Sends each target its own payload; never throws, and says what became of each. */
  async function send(
    targets: readonly PushTarget[],
    payloadOf: (target: PushTarget) => string,
  ): Promise<SendOutcome> {
    const outcome: SendOutcome = { sent: [], gone: [], failed: 0 };
    let next = 0;
    const lane = async () => {
      while (next < targets.length) {
        const target = targets[next++]!;
        try {
          const status = await sendOne(target, payloadOf(target));
          if (status >= 200 && status < 300) outcome.sent.push(target.id);
          else if (status === 404 || status === 410) outcome.gone.push(target.id);
          else outcome.failed += 1;
        } catch {
          outcome.failed += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, targets.length) }, lane));
    return outcome;
  }

  return { publicKey: vapid.publicKey, send };
}

export type PushSender = ReturnType<typeof createPushSender>;
