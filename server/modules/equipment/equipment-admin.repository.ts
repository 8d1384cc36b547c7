import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companySettings, equipment, sites } from '../../db/schema';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

export type EquipmentRow = Awaited<ReturnType<typeof listEquipment>>[number];

/**
 * The company's items with their site; `siteIds` limits them to those sites plus the items
 * that belong to no site (a manager's view).
 */
export function listEquipment(
  db: Executor,
  filter: { companyId: number; kind?: 'scaffold' | 'platform'; siteIds?: number[] },
) {
  const conditions: SQL[] = [eq(equipment.companyId, filter.companyId)];
  if (filter.kind) conditions.push(eq(equipment.kind, filter.kind));
  if (filter.siteIds) {
    conditions.push(
      filter.siteIds.length
        ? or(isNull(equipment.siteId), inArray(equipment.siteId, filter.siteIds))!
        : isNull(equipment.siteId),
    );
  }
  return db
    .select({
      id: equipment.id,
      companyId: equipment.companyId,
      kind: equipment.kind,
      value: equipment.value,
      label: equipment.label,
      labelTranslations: equipment.labelTranslations,
      tagToken: equipment.tagToken,
      siteId: equipment.siteId,
      siteName: sites.name,
      siteCode: sites.code,
      location: equipment.location,
      status: equipment.status,
      lastInspection: equipment.lastInspection,
      nextInspectionDue: equipment.nextInspectionDue,
    })
    .from(equipment)
    .leftJoin(sites, eq(sites.id, equipment.siteId))
    .where(and(...conditions))
    .orderBy(asc(equipment.kind), asc(equipment.value));
}

export function findEquipment(db: Executor, id: number) {
  return db
    .select()
    .from(equipment)
    .where(eq(equipment.id, id))
    .then((rows) => rows[0] ?? null);
}

/** The item of this kind and number regardless of case, other than `exceptId`. */
export function findByNumber(
  db: Executor,
  companyId: number,
  kind: 'scaffold' | 'platform',
  value: string,
  exceptId?: number,
) {
  const conditions: SQL[] = [
    eq(equipment.companyId, companyId),
    eq(equipment.kind, kind),
    sql`lower(${equipment.value}) = lower(${value})`,
  ];
  if (exceptId !== undefined) conditions.push(ne(equipment.id, exceptId));
  return db
    .select({ id: equipment.id })
    .from(equipment)
    .where(and(...conditions))
    .then((rows) => rows[0] ?? null);
}

export async function insertEquipment(tx: Executor, values: typeof equipment.$inferInsert) {
  const [row] = await tx.insert(equipment).values(values).returning({ id: equipment.id });
  return row!.id;
}

export async function updateEquipment(
  tx: Executor,
  id: number,
  values: Partial<Omit<typeof equipment.$inferInsert, 'id' | 'companyId'>>,
) {
  await tx
    .update(equipment)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(equipment.id, id));
}

/** The company's sites by id and by code, to check an item's site and read a CSV's codes. */
export function companySites(db: Executor, companyId: number) {
  return db
    .select({ id: sites.id, code: sites.code, name: sites.name })
    .from(sites)
    .where(eq(sites.companyId, companyId));
}

export function findSettings(db: Executor, companyId: number) {
  return db
    .select({
      inspectionIntervalDays: companySettings.inspectionIntervalDays,
      isEquipmentNumberRequired: companySettings.isEquipmentNumberRequired,
    })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId))
    .then((rows) => rows[0] ?? null);
}

export async function upsertSettings(
  tx: Executor,
  companyId: number,
  values: { inspectionIntervalDays: number; isEquipmentNumberRequired: boolean },
) {
  await tx
    .insert(companySettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({
      target: companySettings.companyId,
      set: { ...values, updatedAt: new Date() },
    });
}
