import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  body: string;
  /** Whether webhook-signature holds v1 over `id.timestamp.body` under the secret. */
  isSigned: boolean;
}

/**
 * An integrator's endpoint on the machine: it records every delivery, checks its Standard
 * Webhooks signature against the secret it is given; it can fail the next calls, or all of
 * them until told otherwise, and records only the deliveries it accepted.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let secret = '';
  let failuresLeft = 0;
  let answer = 204;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (failuresLeft > 0 || answer >= 300) {
        failuresLeft = Math.max(0, failuresLeft - 1);
        res.writeHead(answer >= 300 ? answer : 503).end('busy');
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      const id = String(req.headers['webhook-id']);
      const timestamp = String(req.headers['webhook-timestamp']);
      const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
      const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
      const signatures = String(req.headers['webhook-signature']).split(' ');
      received.push({
        id,
        timestamp,
        body,
        isSigned: signatures.includes(`v1,${expected.toString('base64')}`),
      });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    received,
    /** The endpoint's secret, as the server answered it when the endpoint was registered. */
    useSecret(value: string) {
      secret = value;
    },
    failNext(count: number) {
      failuresLeft = count;
    },
    answerWith(status: number) {
      answer = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
