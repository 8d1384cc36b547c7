import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { ADMITTED_STATUS } from '../../../shared/entry-request/lifecycle';
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

/** The company's latest approved request from this phone number whose personal data is kept. */
export function lastApprovedOfPhone(db: Executor, companyId: number, digits: string) {
  return db
    .select({ id: entryRequests.id, values: entryRequests.values })
    .from(entryRequests)
    .where(
      and(
        eq(entryRequests.companyId, companyId),
        eq(entryRequests.status, ADMITTED_STATUS),
        isNull(entryRequests.personalDataErasedAt),
        sql`${phoneDigits(entryRequests.workerPhone)} = ${digits}`,
      ),
    )
    .orderBy(desc(entryRequests.decidedAt))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}
