import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { EVENTS_CHANNEL, type DomainEvent } from './domain-events';

type Executor = Pick<Db, 'execute'>;

/**
 * Queues the event inside the caller's transaction: PostgreSQL delivers a NOTIFY only when the
 * transaction commits, so an event goes out if and only if its change did, on every instance.
 */
export async function publishInTransaction(tx: Executor, event: DomainEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
