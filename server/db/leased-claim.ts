import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

interface LeasedClaim {
  /** The queue's table and the alias its columns are returned under, e.g. `email_outbox m`. */
  table: SQL;
  /** The alias alone, e.g. `m`. */
  alias: SQL;
  /** Which rows are due, besides not being leased now. */
  due: SQL;
  order: SQL;
  /** Tables joined for the returned columns, and how (`, webhook_endpoints e` / `and e.id = …`). */
  joined?: { from: SQL; where: SQL };
  returning: SQL;
  limit: number;
  leaseSeconds: number;
}

/**
 * Takes up to `limit` due rows of a durable queue for `leaseSeconds` and counts the attempt.
 * SKIP LOCKED lets every instance claim at once without two taking one row or waiting on each
 * other; the lease hands a row back to the queue if its instance dies while working on it.
 */
export async function claimLeased(db: Db, claim: LeasedClaim): Promise<Record<string, unknown>[]> {
  const { table, alias, due, order, joined, returning, limit, leaseSeconds } = claim;
  // Both drivers answer with an object holding the rows, which the shared type leaves unknown.
  const result = (await db.execute(sql`
    with due as (
      select id from ${table}
      where (${alias}.locked_until is null or ${alias}.locked_until < now()) and ${due}
      order by ${order}
      limit ${limit}
      for update skip locked
    )
    update ${table}
    set locked_until = now() + make_interval(secs => ${leaseSeconds}),
      attempts = ${alias}.attempts + 1
    from due${joined ? sql`, ${joined.from}` : sql``}
    where ${alias}.id = due.id${joined ? sql` and ${joined.where}` : sql``}
    returning ${returning}`)) as { rows: Record<string, unknown>[] };
  return result.rows;
}
