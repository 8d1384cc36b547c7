import { and, arrayContains, desc, eq, sql } from 'drizzle-orm';
import type { OutboxEventType } from '@shared/notifications/event-types';
import type { Db } from '../../db/client';
import { claimLeased } from '../../db/leased-claim';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export function listEndpoints(db: Db, companyId: number) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(webhookEndpoints.id);
}

export async function insertEndpoint(db: Db, row: typeof webhookEndpoints.$inferInsert) {
  const [saved] = await db.insert(webhookEndpoints).values(row).returning();
  return saved!;
}

export async function findEndpoint(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)));
  return row ?? null;
}

export async function deleteEndpoint(db: Db, companyId: number, id: number) {
  const gone = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
    .returning({ id: webhookEndpoints.id });
  return gone.length > 0;
}

export function endpointsFor(tx: Executor, companyId: number, type: OutboxEventType) {
  return tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );
}

/** One delivery per endpoint and event: handing the same event on twice adds nothing. */
export async function insertDeliveries(
  tx: Executor,
  rows: (typeof webhookDeliveries.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(webhookDeliveries).values(rows).onConflictDoNothing();
}

export interface ClaimedDelivery {
  id: number;
  eventId: string;
  body: string;
  attempts: number;
  createdAt: Date;
  url: string;
  secret: string;
}

/** Takes up to `limit` due deliveries for `leaseSeconds` (server/db/leased-claim.ts). */
export async function claimDue(
  db: Db,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedDelivery[]> {
  const rows = await claimLeased(db, {
    table: sql`webhook_deliveries d`,
    alias: sql`d`,
    due: sql`d.delivered_at is null and d.given_up_at is null and d.next_attempt_at <= now()`,
    order: sql`d.next_attempt_at`,
    joined: { from: sql`webhook_endpoints e`, where: sql`e.id = d.endpoint_id` },
    returning: sql`d.id, d.event_id, d.body, d.attempts, d.created_at, e.url, e.secret`,
    limit,
    leaseSeconds,
  });
  return rows.map((row) => ({
    id: Number(row.id),
    eventId: String(row.event_id),
    body: String(row.body),
    attempts: Number(row.attempts),
    createdAt: new Date(row.created_at as string | Date),
    url: String(row.url),
    secret: String(row.secret),
  }));
}

export async function recordAttempt(
  db: Db,
  id: number,
  result: {
    status: number | null;
    response: string | null;
    error: string | null;
    deliveredAt: Date | null;
    nextAttemptAt: Date | null;
    givenUpAt: Date | null;
  },
) {
  await db
    .update(webhookDeliveries)
    .set({
      lastStatus: result.status,
      lastResponse: result.response,
      lastError: result.error,
      deliveredAt: result.deliveredAt,
      givenUpAt: result.givenUpAt,
      ...(result.nextAttemptAt ? { nextAttemptAt: result.nextAttemptAt } : {}),
      lockedUntil: null,
    })
    .where(eq(webhookDeliveries.id, id));
}

export function listDeliveries(db: Db, endpointId: number, limit: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

/** "Send again": the same event, due now, with a fresh day of retries. */
export async function resend(db: Db, endpointId: number, id: number) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      deliveredAt: null,
      givenUpAt: null,
      nextAttemptAt: sql`now()`,
      createdAt: sql`now()`,
      lockedUntil: null,
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)))
    .returning();
  return row ?? null;
}
