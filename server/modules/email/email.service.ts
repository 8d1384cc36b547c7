import type { Db } from '../../db/client';
import { nextAttemptAt } from '../../lib/retry-backoff';
import * as repo from './email-outbox.repository';
import type { EmailMessage, Mailer } from '../../lib/mailer';

const BATCH = 20;
/** Longer than a send can take, so a row is never taken again while its send is under way. */
const LEASE_SECONDS = 60;
const KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Sends every due e-mail of the queue, a batch at a time; a failure (the SMTP server down or
 * refusing) is tried again after 1, 2, 4... times `retryBaseMs`, for a day. Returns how many
 * were sent.
 */
export async function sendDueEmails(db: Db, mailer: Mailer, retryBaseMs: number): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await repo.claimDue(db, BATCH, LEASE_SECONDS);
    await Promise.all(
      claimed.map(async (email) => {
        let error: string | null = null;
        try {
          await mailer.send(email);
          sent += 1;
        } catch (err) {
          error = (err as Error).message.slice(0, 200);
        }
        const now = new Date();
        const next = error
          ? nextAttemptAt(email.attempts, email.createdAt, retryBaseMs, now)
          : null;
        await repo.recordAttempt(db, email.id, {
          sentAt: error ? null : now,
          nextAttemptAt: next,
          givenUpAt: error && !next ? now : null,
          error,
        });
      }),
    );
    if (claimed.length < BATCH) return sent;
  }
}

/** Queues e-mails, in the caller's transaction: they exist if and only if its change does. */
export function queueEmails(
  tx: Parameters<typeof repo.enqueue>[0],
  messages: readonly EmailMessage[],
) {
  return repo.enqueue(tx, messages);
}

export function forgetOldEmails(db: Db, now = new Date()) {
  return repo.forgetFinished(db, new Date(now.getTime() - KEPT_MS));
}
