import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { ADMITTED_STATUS } from '@shared/entry-request/lifecycle';
import type { Db } from '../../db/client';
import { companySettings, entryRequests } from '../../db/schema';
import { phoneDigits } from '../../db/schema/worker-search';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

export function detailFieldId(db: Executor, companyId: number) {
  return db
    .select({ fieldId: companySettings.recognitionDetailFieldId })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId))
    .then((rows) => rows[0]?.fieldId ?? null);
}

export async function upsertDetailFieldId(tx: Executor, companyId: number, fieldId: string | null) {
  await tx
    .insert(companySettings)
    .values({ companyId, recognitionDetailFieldId: fieldId })
    .onConflictDoUpdate({
      target: companySettings.companyId,
      set: { recognitionDetailFieldId: fieldId, updatedAt: new Date() },
    });
}

/** Enough of a worker's visits for any real worker; it bounds the work of one try. */
const MAX_VISITS = 500;

/**
 * The company's approved requests from this phone number made since `since` whose personal
 * data is kept, newest decision first.
 */
export function approvedOfPhone(db: Executor, companyId: number, digits: string, since: Date) {
  return db
    .select({ id: entryRequests.id, values: entryRequests.values })
    .from(entryRequests)
    .where(
      and(
        eq(entryRequests.companyId, companyId),
        eq(entryRequests.status, ADMITTED_STATUS),
        isNull(entryRequests.personalDataErasedAt),
        gte(entryRequests.createdAt, since),
        sql`${phoneDigits(entryRequests.workerPhone)} = ${digits}`,
      ),
    )
    .orderBy(desc(entryRequests.decidedAt))
    .limit(MAX_VISITS);
}
