import { and, eq, isNull, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMITTED_STATUS } from '@shared/entry-request/lifecycle';
import type { Db } from '../../db/client';
import { companies, entryRequests, workerTokenRequests } from '../../db/schema';
import { phoneDigits } from '../../db/schema/worker-search';
import { instantIsToday } from '../../lib/company-day';

type Executor = Pick<Db, 'select' | 'update'>;

/** The request just approved; the rows it replaces are `entry_requests` itself. */
const approved = alias(entryRequests, 'approved');
const earlierLink = alias(workerTokenRequests, 'earlier_link');
const approvedLink = alias(workerTokenRequests, 'approved_link');

const nameKey = (first: AnyColumn, last: AnyColumn) =>
  sql`(lower(btrim(${first})) || ' ' || lower(btrim(${last})))`;

/**
 * One person (docs/decisions/049): the same name, and either the same phone number or the same
 * remembered phone. A name alone is not enough (two Moshe Cohens work on many sites), nor a
 * phone alone (a foreman sends his crew's forms from his own phone).
 */
const samePerson = and(
  sql`${nameKey(entryRequests.workerFirstName, entryRequests.workerLastName)} = ${nameKey(approved.workerFirstName, approved.workerLastName)}`,
  or(
    and(
      sql`${phoneDigits(approved.workerPhone)} <> ''`,
      sql`${phoneDigits(entryRequests.workerPhone)} = ${phoneDigits(approved.workerPhone)}`,
    ),
    sql`exists (select 1 from ${workerTokenRequests} as ${earlierLink}
      join ${workerTokenRequests} as ${approvedLink} on ${approvedLink.tokenId} = ${earlierLink.tokenId}
      where ${earlierLink.entryRequestId} = ${entryRequests.id} and ${approvedLink.entryRequestId} = ${approved.id})`,
  ),
)!;

/**
 * Holds, until the transaction ends, the approvals of one person in one company, so two managers
 * approving the same worker's two requests at once leave one of them on site, not both.
 */
export async function lockPerson(tx: Executor, id: string) {
  const key = sql`${approved.companyId}::text || ':' || ${nameKey(approved.workerFirstName, approved.workerLastName)}`;
  await tx
    .select({ locked: sql`pg_advisory_xact_lock(hashtext(${key}))` })
    .from(approved)
    .where(eq(approved.id, id));
}

/**
 * Ends the presences the same person still has today in the same company when a later request
 * of his is approved: he is on site once, as his latest approval says. Returns the requests
 * it ended, for their exit events.
 */
export function closeEarlierPresences(tx: Executor, id: string, now: Date) {
  const timeZone = sql`(select ${companies.timezone} from ${companies} where ${companies.id} = ${approved.companyId})`;
  return tx
    .update(entryRequests)
    .set({ exitTime: now })
    .from(approved)
    .where(
      and(
        eq(approved.id, id),
        eq(entryRequests.companyId, approved.companyId),
        ne(entryRequests.id, approved.id),
        eq(entryRequests.status, ADMITTED_STATUS),
        isNull(entryRequests.exitTime),
        instantIsToday(entryRequests.decidedAt, now, timeZone),
        samePerson,
      ),
    )
    .returning({ id: entryRequests.id, siteId: entryRequests.siteId });
}
