import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enqueueOutboxEvent } from '../outbox/outbox-event';
import { EVENTS_CHANNEL, type DomainEvent } from './domain-events';

type Executor = Pick<Db, 'execute'>;

/**
 * Queues the event inside the caller's transaction: PostgreSQL delivers a NOTIFY only when the
 * transaction commits, so an event goes out if and only if its change did, on every instance.
 * The events push notifications and webhooks hear of are also kept in the outbox, which
 * survives a restart where a NOTIFY does not.
 */
export async function publishInTransaction(tx: Executor, event: DomainEvent): Promise<void> {
  await enqueueOutboxEvent(tx, event);
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
