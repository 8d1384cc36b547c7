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

/**
 * The list's filters as a condition on an item `e` and its site `s` (decision 080): the caller's
 * sites and the site-less items for a manager, then kind, site, status, and a search for a part
 * of the number, the label in any language, the site's name or the location in any letter case.
 */
export function listCondition(filter: {
  siteIds?: number[];
  kind?: 'scaffold' | 'platform';
  siteId?: number;
  status?: 'active' | 'inactive';
  search?: string;
}): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.siteIds) {
    conditions.push(
      filter.siteIds.length
        ? sql`(e.site_id IS NULL OR e.site_id IN (${sql.join(
            filter.siteIds.map((id) => sql`${id}`),
            sql`, `,
          )}))`
        : sql`e.site_id IS NULL`,
    );
  }
  if (filter.kind) conditions.push(sql`e.kind = ${filter.kind}`);
  if (filter.siteId !== undefined) conditions.push(sql`e.site_id = ${filter.siteId}`);
  if (filter.status) conditions.push(sql`e.status = ${filter.status}`);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(e.value ILIKE ${pattern} OR e.label ILIKE ${pattern}
      OR s.name ILIKE ${pattern} OR e.location ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM jsonb_each_text(e.label_translations) t
                 WHERE t.value ILIKE ${pattern}))`);
  }
  return sql.join(conditions, sql` AND `);
}

/** The items after the item `id` in the list's order (kind, number, id). */
export function afterItem(id: number): SQL {
  return sql`(e.kind, e.value, e.id) > (SELECT c.kind, c.value, c.id FROM equipment c WHERE c.id = ${id})`;
}

/** The ids of the company's items that meet a condition of listCondition's kind. */
export async function itemIds(db: Pick<Db, 'execute'>, companyId: number, where: SQL) {
  const result = (await db.execute(sql`
    SELECT e.id FROM equipment e LEFT JOIN sites s ON s.id = e.site_id
    WHERE e.company_id = ${companyId} AND ${where}`)) as { rows: { id: unknown }[] };
  return result.rows.map((row) => Number(row.id));
}

/** How many of the company's items meet a condition of listCondition's kind. */
export async function countItems(db: Pick<Db, 'execute'>, companyId: number, where: SQL) {
  const result = (await db.execute(sql`
    SELECT count(*)::int AS n FROM equipment e LEFT JOIN sites s ON s.id = e.site_id
    WHERE e.company_id = ${companyId} AND ${where}`)) as { rows: { n: unknown }[] };
  return Number(result.rows[0]!.n);
}

/** The company's numbers and labels, in the list's order, that workers' typed numbers match. */
export function matchableItems(db: Executor, companyId: number) {
  return db
    .select({
      id: equipment.id,
      kind: equipment.kind,
      value: equipment.value,
      label: equipment.label,
    })
    .from(equipment)
    .where(eq(equipment.companyId, companyId))
    .orderBy(asc(equipment.kind), asc(equipment.value), asc(equipment.id));
}
