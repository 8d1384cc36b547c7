import type { Db } from '../../db/client';
import { hostReach } from '../../lib/outbound-target';
import { nextAttemptAt } from '../../lib/retry-backoff';
import { signatureHeaders } from './webhook-signature';
import * as repo from './webhooks.repository';

const TIMEOUT_MS = 10_000;
const BATCH = 20;
/** Longer than a send can take, so a row is never taken again while its send is under way. */
const LEASE_SECONDS = 60;
const RESPONSE_KEPT = 1000;

export interface DeliveryOptions {
  allowPrivateNetworkTargets: boolean;
  /** The wait after the first failure; each further failure doubles it. */
  retryBaseMs: number;
}

async function post(delivery: repo.ClaimedDelivery, options: DeliveryOptions) {
  const url = new URL(delivery.url);
  // Checked at each send as well: a name may resolve elsewhere than when it was registered.
  if (!options.allowPrivateNetworkTargets && (await hostReach(url)) !== 'public') {
    return { status: null, response: null, error: 'address not allowed' };
  }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'site-entry-webhooks/1',
        ...signatureHeaders(delivery.secret, delivery.eventId, delivery.body),
      },
      body: delivery.body,
      // A redirect would send the event where its endpoint's owner did not register.
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = (await response.text()).slice(0, RESPONSE_KEPT);
    return { status: response.status, response: text, error: null };
  } catch (err) {
    return { status: null, response: null, error: (err as Error).message.slice(0, 200) };
  }
}

/** Sends what is due, a batch at a time; returns how many were tried. */
export async function deliverDue(db: Db, options: DeliveryOptions): Promise<number> {
  const claimed = await repo.claimDue(db, BATCH, LEASE_SECONDS);
  await Promise.all(
    claimed.map(async (delivery) => {
      const result = await post(delivery, options);
      const now = new Date();
      const isDelivered = result.status !== null && result.status >= 200 && result.status < 300;
      const next = isDelivered
        ? null
        : nextAttemptAt(delivery.attempts, delivery.createdAt, options.retryBaseMs, now);
      await repo.recordAttempt(db, delivery.id, {
        ...result,
        deliveredAt: isDelivered ? now : null,
        nextAttemptAt: next,
        givenUpAt: isDelivered || next ? null : now,
      });
    }),
  );
  return claimed.length;
}
