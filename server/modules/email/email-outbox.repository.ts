import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claimLeased } from '../../db/leased-claim';
import { emailOutbox } from '../../db/schema';
import type { EmailMessage } from '../../lib/mailer';

type Inserter = Pick<Db, 'insert'>;

export async function enqueue(db: Inserter, messages: readonly EmailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(emailOutbox).values(
    messages.map((m) => ({
      toAddress: m.to,
      subject: m.subject,
      textBody: m.text,
      htmlBody: m.html,
    })),
  );
}

interface ClaimedEmail extends EmailMessage {
  id: number;
  attempts: number;
  createdAt: Date;
}

/** Takes up to `limit` due e-mails for `leaseSeconds` (server/db/leased-claim.ts). */
export async function claimDue(
  db: Db,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedEmail[]> {
  const rows = await claimLeased(db, {
    table: sql`email_outbox m`,
    alias: sql`m`,
    due: sql`m.sent_at is null and m.given_up_at is null and m.next_attempt_at <= now()`,
    order: sql`m.next_attempt_at`,
    returning: sql`m.id, m.to_address, m.subject, m.text_body, m.html_body, m.attempts,
      m.created_at`,
    limit,
    leaseSeconds,
  });
  return rows.map((row) => ({
    id: Number(row.id),
    to: String(row.to_address),
    subject: String(row.subject),
    text: String(row.text_body),
    html: String(row.html_body),
    attempts: Number(row.attempts),
    createdAt: new Date(row.created_at as string | Date),
  }));
}

export async function recordAttempt(
  db: Db,
  id: number,
  result: {
    sentAt: Date | null;
    nextAttemptAt: Date | null;
    givenUpAt: Date | null;
    error: string | null;
  },
) {
  await db
    .update(emailOutbox)
    .set({
      sentAt: result.sentAt,
      givenUpAt: result.givenUpAt,
      lastError: result.error,
      lockedUntil: null,
      ...(result.nextAttemptAt ? { nextAttemptAt: result.nextAttemptAt } : {}),
    })
    .where(eq(emailOutbox.id, id));
}

/** Sent or abandoned e-mails hold a worker's name: kept a week for the operator, then gone. */
export async function forgetFinished(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(emailOutbox)
    .where(
      and(
        lt(emailOutbox.createdAt, before),
        or(isNotNull(emailOutbox.sentAt), isNotNull(emailOutbox.givenUpAt)),
      ),
    )
    .returning({ id: emailOutbox.id });
  return gone.length;
}
