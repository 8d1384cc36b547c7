import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneDigits } from '../../db/schema/worker-search';
import {
  companies,
  companySettings,
  entryRequestFiles,
  entryRequests,
  sites,
} from '../../db/schema';

type Executor = Pick<Db, 'select' | 'insert'>;

/** Every company with the months its requests' personal data is kept (12 without a row). */
export function companiesWithRetention(db: Executor) {
  return db
    .select({
      companyId: companies.id,
      retentionMonths: sql<number>`coalesce(${companySettings.retentionMonths}, 12)`,
    })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id));
}

/** A batch of the company's requests submitted before the cut-off and not yet erased. */
export async function expiredRequestIds(
  db: Executor,
  companyId: number,
  cutOff: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: entryRequests.id })
    .from(entryRequests)
    .where(
      and(
        eq(entryRequests.companyId, companyId),
        lt(entryRequests.createdAt, cutOff),
        isNull(entryRequests.personalDataErasedAt),
      ),
    )
    .orderBy(asc(entryRequests.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export function findRetentionMonths(db: Executor, companyId: number) {
  return db
    .select({ retentionMonths: companySettings.retentionMonths })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId))
    .then((rows) => rows[0]?.retentionMonths ?? null);
}

export async function upsertRetentionMonths(db: Executor, companyId: number, months: number) {
  await db
    .insert(companySettings)
    .values({ companyId, retentionMonths: months })
    .onConflictDoUpdate({
      target: companySettings.companyId,
      set: { retentionMonths: months, updatedAt: new Date() },
    });
}

/** The company's requests whose phone has these digits, with the site and the image count. */
export function workerRequests(db: Executor, companyId: number, digits: string) {
  return db
    .select({
      id: entryRequests.id,
      requestNumber: entryRequests.requestNumber,
      siteName: sites.name,
      createdAt: entryRequests.createdAt,
      status: entryRequests.status,
      firstName: entryRequests.workerFirstName,
      lastName: entryRequests.workerLastName,
      phone: entryRequests.workerPhone,
      company: entryRequests.workerCompany,
      workStartDate: entryRequests.workStartDate,
      values: entryRequests.values,
      personalDataErasedAt: entryRequests.personalDataErasedAt,
      imageCount: sql<number>`(select count(*)::int from ${entryRequestFiles}
        where ${entryRequestFiles.entryRequestId} = ${entryRequests.id})`,
    })
    .from(entryRequests)
    .innerJoin(sites, eq(sites.id, entryRequests.siteId))
    .where(
      and(
        eq(entryRequests.companyId, companyId),
        sql`${phoneDigits(entryRequests.workerPhone)} = ${digits}`,
      ),
    )
    .orderBy(asc(entryRequests.createdAt));
}
