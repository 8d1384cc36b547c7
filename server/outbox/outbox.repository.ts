import { eq, lt, sql } from 'drizzle-orm';
import type { OutboxEventType } from '@shared/notifications/event-types';
import type { Db } from '../db/client';
import { claimLeased } from '../db/leased-claim';
import { outboxEvents, pushActionTokens } from '../db/schema';

export interface ClaimedOutboxEvent {
  id: number;
  eventId: string;
  type: OutboxEventType;
  companyId: number;
  siteId: number;
  entryRequestId: string;
  occurredAt: Date;
  attempts: number;
}

/** Takes up to `limit` events for `leaseSeconds`, oldest first (server/db/leased-claim.ts). */
export async function claim(
  db: Db,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedOutboxEvent[]> {
  const rows = await claimLeased(db, {
    table: sql`outbox_events o`,
    alias: sql`o`,
    due: sql`true`,
    order: sql`o.id`,
    returning: sql`o.id, o.event_id, o.type, o.company_id, o.site_id, o.entry_request_id,
      o.occurred_at, o.attempts`,
    limit,
    leaseSeconds,
  });
  return rows.map((row) => ({
    id: Number(row.id),
    eventId: String(row.event_id),
    type: row.type as OutboxEventType,
    companyId: Number(row.company_id),
    siteId: Number(row.site_id),
    entryRequestId: String(row.entry_request_id),
    occurredAt: new Date(row.occurred_at as string | Date),
    attempts: Number(row.attempts),
  }));
}

export async function remove(db: Db, id: number) {
  await db.delete(outboxEvents).where(eq(outboxEvents.id, id));
}

/** Notification buttons a day past their end: no longer worth a row. */
export async function deleteExpiredActionTokens(db: Db, now: Date) {
  await db
    .delete(pushActionTokens)
    .where(lt(pushActionTokens.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}
