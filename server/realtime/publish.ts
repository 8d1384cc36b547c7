import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxInsertOf } from '../outbox/outbox-event';
import { EVENTS_CHANNEL, type DomainEvent } from './domain-events';

type Executor = Pick<Db, 'execute'>;

/**
 * Queues the event inside the caller's transaction: PostgreSQL delivers a NOTIFY only when the
 * transaction commits, so an event goes out if and only if its change did, on every instance.
 * The events push notifications and webhooks hear of are also kept in the outbox, which
 * survives a restart where a NOTIFY does not. Both go in one statement, one round trip: a
 * statement inside WITH that changes rows runs whether or not the query reads what it returns.
 */
export async function publishInTransaction(tx: Executor, event: DomainEvent): Promise<void> {
  const notify = sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`;
  const kept = outboxInsertOf(event);
  await tx.execute(kept ? sql`with kept as (${kept}) ${notify}` : notify);
}
