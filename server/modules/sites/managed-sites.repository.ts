import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, sites } from '../../db/schema';

const managedColumns = {
  id: sites.id,
  code: sites.code,
  name: sites.name,
  nameTranslations: sites.nameTranslations,
  companyId: sites.companyId,
  companyName: companies.name,
  location: sites.location,
  locationTranslations: sites.locationTranslations,
  isActive: sites.isActive,
  headerTitle: sites.headerTitle,
  headerMessage: sites.headerMessage,
  headerColor: sites.headerColor,
  safetyRegulations: sites.safetyRegulations,
  hasSafetyVideo: sites.hasSafetyVideo,
  videoUrl: sites.videoUrl,
};

/** Sites with their company's name; filter null lists every site (the super admin). */
export function listManagedSites(db: Db, filter: { companyId?: number; siteIds?: number[] } = {}) {
  const conditions: SQL[] = [];
  if (filter.companyId !== undefined) conditions.push(eq(sites.companyId, filter.companyId));
  if (filter.siteIds !== undefined) {
    if (filter.siteIds.length === 0) return Promise.resolve([]);
    conditions.push(inArray(sites.id, filter.siteIds));
  }
  return db
    .select(managedColumns)
    .from(sites)
    .innerJoin(companies, eq(companies.id, sites.companyId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(sites.companyId), asc(sites.name), asc(sites.id));
}

export function findManagedSite(db: Db, id: number) {
  return db
    .select(managedColumns)
    .from(sites)
    .innerJoin(companies, eq(companies.id, sites.companyId))
    .where(eq(sites.id, id))
    .then((rows) => rows[0] ?? null);
}

/** A site whose code equals `code` regardless of case, other than `exceptId`. */
export function findSiteByCodeAnyCase(db: Pick<Db, 'select'>, code: string, exceptId?: number) {
  const sameCode = sql`lower(${sites.code}) = lower(${code})`;
  return db
    .select({ id: sites.id })
    .from(sites)
    .where(exceptId === undefined ? sameCode : and(sameCode, ne(sites.id, exceptId)))
    .then((rows) => rows[0] ?? null);
}

export function companyExists(db: Pick<Db, 'select'>, companyId: number) {
  return db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .then((rows) => rows.length > 0);
}

export async function insertSite(
  tx: Pick<Db, 'insert'>,
  values: { companyId: number; code: string; name: string; location: string },
) {
  const [row] = await tx.insert(sites).values(values).returning({ id: sites.id });
  return row!.id;
}

export async function updateSite(
  tx: Pick<Db, 'update'>,
  id: number,
  values: Partial<Omit<typeof sites.$inferInsert, 'id' | 'companyId'>>,
) {
  await tx
    .update(sites)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sites.id, id));
}

/**
 * Serializes code changes: the unique index holds exact codes, and codes that differ only in
 * case are refused here, so two saves racing with "abc" and "ABC" must not both pass the check.
 */
export async function lockSiteCodes(tx: Pick<Db, 'execute'>) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sites.code'))`);
}
