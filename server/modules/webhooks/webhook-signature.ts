import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new endpoint's signing secret, written as the Standard Webhooks scheme writes it. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The Standard Webhooks headers of one delivery: the event's id, the time of sending in
 * seconds, and `v1,` with the base64 HMAC-SHA256 of `id.timestamp.body` under the secret's key.
 * A receiver recomputes it with any of the scheme's libraries and refuses an old timestamp.
 */
export function signatureHeaders(
  secret: string,
  eventId: string,
  body: string,
  now = new Date(),
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signature = createHmac('sha256', key).update(`${eventId}.${timestamp}.${body}`).digest();
  return {
    'webhook-id': eventId,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature.toString('base64')}`,
  };
}
