import { and, asc, desc, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  entryEquipmentAlerts,
  equipment,
  equipmentEvents,
  equipmentInspections,
  inspectionChecklists,
  inspectionSettings,
  inspectorQualifications,
  mediaFiles,
  siteEquipmentGates,
  sites,
  users,
} from '../../db/schema';
import type { EquipmentAlert } from '@shared/schemas/inspection.schemas';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;
type Kind = 'scaffold' | 'platform';

/** An item with what its state and the equipment list need: its columns, site and newest inspection. */
export interface ItemWithLatest {
  id: number;
  companyId: number;
  kind: Kind;
  value: string;
  label: string;
  labelTranslations: Record<string, string>;
  tagToken: string;
  siteId: number | null;
  siteName: string | null;
  location: string;
  status: 'active' | 'inactive';
  lastInspection: string | null;
  nextInspectionDue: string | null;
  latestId: number | null;
  inspectedAt: Date | null;
  outcome: 'fit' | 'closed' | null;
  closedReason: string | null;
  reportExpiresOn: string | null;
}

/**
 * Items with their newest inspection, one index probe per item, so the read costs the same
 * whatever number of older inspections the company has kept. In the order of kind, number and
 * id; `page` narrows a company's items by a condition on `e` (the item) and `s` (its site) and
 * stops after `limit` of them, so a page of the list probes only its own items.
 */
export async function itemsWithLatest(
  db: Executor,
  where: { companyId: number } | { id: number } | { tagToken: string },
  page: { where?: SQL; limit?: number } = {},
): Promise<ItemWithLatest[]> {
  const condition: SQL =
    'companyId' in where
      ? sql`e.company_id = ${where.companyId}`
      : 'id' in where
        ? sql`e.id = ${where.id}`
        : sql`e.tag_token = ${where.tagToken}`;
  // Both drivers answer with an object holding the rows, which the shared type leaves unknown.
  const result = (await db.execute(itemsWithLatestSql(condition, page))) as {
    rows: Record<string, unknown>[];
  };
  return result.rows.map(toItemWithLatest);
}

function itemsWithLatestSql(condition: SQL, page: { where?: SQL; limit?: number } = {}): SQL {
  // The items are chosen (and a page cut) before the probes, so each probe is for a row kept.
  return sql`
    SELECT e.id, e.company_id, e.kind, e.value, e.label, e.label_translations, e.tag_token,
           e.site_id, e.site_name, e.location, e.status,
           e.last_inspection::text AS last_inspection,
           e.next_inspection_due::text AS next_inspection_due,
           li.id AS latest_id, li.inspected_at, li.outcome, li.closed_reason,
           li.report_expires_on::text AS report_expires_on
    FROM (
      SELECT e.*, s.name AS site_name
      FROM equipment e
      LEFT JOIN sites s ON s.id = e.site_id
      WHERE ${condition} ${page.where ? sql`AND ${page.where}` : sql``}
      ORDER BY e.kind, e.value, e.id
      ${page.limit === undefined ? sql`` : sql`LIMIT ${page.limit}`}
    ) e
    LEFT JOIN LATERAL (
      SELECT i.id, i.inspected_at, i.outcome, i.closed_reason, i.report_expires_on
      FROM equipment_inspections i
      WHERE i.equipment_id = e.id
      ORDER BY i.inspected_at DESC, i.id DESC
      LIMIT 1
    ) li ON true
    ORDER BY e.kind, e.value, e.id`;
}

/** A row of itemsWithLatestSql, as a driver's row or as its JSON (whose instants are text). */
function toItemWithLatest(r: Record<string, unknown>): ItemWithLatest {
  return {
    id: Number(r.id),
    companyId: Number(r.company_id),
    kind: r.kind as Kind,
    value: String(r.value),
    label: String(r.label),
    labelTranslations: (r.label_translations ?? {}) as Record<string, string>,
    tagToken: String(r.tag_token),
    siteId: r.site_id === null ? null : Number(r.site_id),
    siteName: (r.site_name as string | null) ?? null,
    location: String(r.location),
    status: r.status as 'active' | 'inactive',
    lastInspection: (r.last_inspection as string | null) ?? null,
    nextInspectionDue: (r.next_inspection_due as string | null) ?? null,
    latestId: r.latest_id === null ? null : Number(r.latest_id),
    inspectedAt: r.inspected_at === null ? null : new Date(r.inspected_at as string),
    outcome: (r.outcome as 'fit' | 'closed' | null) ?? null,
    closedReason: (r.closed_reason as string | null) ?? null,
    reportExpiresOn: (r.report_expires_on as string | null) ?? null,
  };
}

export interface RecentEvent {
  kind: 'weather' | 'change' | 'stoppage';
  siteId: number | null;
  equipmentId: number | null;
  occurredAt: Date;
  fromDay: string | null;
  toDay: string | null;
}

/**
 * What the gate of a submission needs, in one statement: the items it named with their newest
 * inspection, the events on them or their sites that can still matter (as `recentEvents`), the
 * company's intervals (null: the law's) and whether the site refuses unfit equipment.
 */
export async function gateRead(
  db: Executor,
  q: { companyId: number; siteId: number; ids: readonly number[]; since: Date; sinceDay: string },
) {
  const items = sql`e.company_id = ${q.companyId} AND e.id IN ${[...q.ids]}`;
  const result = (await db.execute(sql`
    SELECT
      (SELECT json_agg(i) FROM (${itemsWithLatestSql(items)}) i) AS items,
      (SELECT json_agg(json_build_object('kind', v.kind, 'siteId', v.site_id,
                'equipmentId', v.equipment_id, 'occurredAt', v.occurred_at,
                'fromDay', v.from_day, 'toDay', v.to_day))
         FROM equipment_events v
        WHERE v.company_id = ${q.companyId}
          AND (v.occurred_at >= ${q.since.toISOString()}
               OR (v.to_day IS NOT NULL AND v.to_day >= ${q.sinceDay}))
          AND (v.equipment_id IN ${[...q.ids]}
               OR v.site_id IN (SELECT site_id FROM equipment WHERE id IN ${[...q.ids]}))
      ) AS events,
      (SELECT json_build_object('scaffoldIntervalDays', s.scaffold_interval_days,
                'platformReportMonths', s.platform_report_months)
         FROM inspection_settings s WHERE s.company_id = ${q.companyId}) AS intervals,
      coalesce((SELECT g.blocks_unfit FROM site_equipment_gates g WHERE g.site_id = ${q.siteId}),
               false) AS blocks_unfit`)) as {
    rows: {
      items: Record<string, unknown>[] | null;
      events: (Omit<RecentEvent, 'occurredAt'> & { occurredAt: string })[] | null;
      intervals: { scaffoldIntervalDays: number; platformReportMonths: number } | null;
      blocks_unfit: boolean;
    }[];
  };
  const row = result.rows[0]!;
  return {
    items: (row.items ?? []).map(toItemWithLatest),
    events: (row.events ?? []).map((e): RecentEvent => ({
      ...e,
      occurredAt: new Date(e.occurredAt),
    })),
    intervals: row.intervals,
    blocksUnfit: row.blocks_unfit,
  };
}

/** The company's events that can still matter: since `since` (an instant) or ending after `sinceDay`. */
export function recentEvents(db: Executor, companyId: number, since: Date, sinceDay: string) {
  return db
    .select({
      kind: equipmentEvents.kind,
      siteId: equipmentEvents.siteId,
      equipmentId: equipmentEvents.equipmentId,
      occurredAt: equipmentEvents.occurredAt,
      fromDay: equipmentEvents.fromDay,
      toDay: equipmentEvents.toDay,
    })
    .from(equipmentEvents)
    .where(
      and(
        eq(equipmentEvents.companyId, companyId),
        or(
          gte(equipmentEvents.occurredAt, since),
          and(isNotNull(equipmentEvents.toDay), gte(equipmentEvents.toDay, sinceDay)),
        ),
      ),
    );
}

export function insertEvent(db: Executor, values: typeof equipmentEvents.$inferInsert) {
  return db
    .insert(equipmentEvents)
    .values(values)
    .returning({
      id: equipmentEvents.id,
      kind: equipmentEvents.kind,
      occurredAt: equipmentEvents.occurredAt,
    })
    .then((rows) => rows[0]!);
}

export function records(db: Executor, equipmentId: number, limit: number) {
  return db
    .select({
      id: equipmentInspections.id,
      inspectedAt: equipmentInspections.inspectedAt,
      inspectorName: equipmentInspections.inspectorName,
      externalInspectorName: equipmentInspections.externalInspectorName,
      externalLicenceNumber: equipmentInspections.externalLicenceNumber,
      reportFileId: equipmentInspections.reportFileId,
      reportExpiresOn: equipmentInspections.reportExpiresOn,
      results: equipmentInspections.results,
      outcome: equipmentInspections.outcome,
      closedReason: equipmentInspections.closedReason,
      signatureFileId: equipmentInspections.signatureFileId,
      correctsId: equipmentInspections.correctsId,
    })
    .from(equipmentInspections)
    .where(eq(equipmentInspections.equipmentId, equipmentId))
    .orderBy(desc(equipmentInspections.inspectedAt), desc(equipmentInspections.id))
    .limit(limit);
}

export type RecordRow = Awaited<ReturnType<typeof records>>[number];

export function recordById(db: Executor, id: number) {
  return db
    .select({
      id: equipmentInspections.id,
      equipmentId: equipmentInspections.equipmentId,
      results: equipmentInspections.results,
    })
    .from(equipmentInspections)
    .where(eq(equipmentInspections.id, id))
    .then((rows) => rows[0] ?? null);
}

export function insertInspection(db: Executor, values: typeof equipmentInspections.$inferInsert) {
  return db
    .insert(equipmentInspections)
    .values(values)
    .returning({ id: equipmentInspections.id })
    .then((rows) => rows[0]!.id);
}

/** The register's page: a site's inspections of a range of instants, oldest first. */
export function siteRecords(db: Executor, siteId: number, from: SQL<Date>, to: SQL<Date>) {
  return db
    .select({
      id: equipmentInspections.id,
      inspectedAt: equipmentInspections.inspectedAt,
      kind: equipmentInspections.kind,
      number: equipment.value,
      label: equipment.label,
      inspectorName: equipmentInspections.inspectorName,
      externalInspectorName: equipmentInspections.externalInspectorName,
      externalLicenceNumber: equipmentInspections.externalLicenceNumber,
      results: equipmentInspections.results,
      outcome: equipmentInspections.outcome,
      closedReason: equipmentInspections.closedReason,
      signatureFileId: equipmentInspections.signatureFileId,
      correctsId: equipmentInspections.correctsId,
    })
    .from(equipmentInspections)
    .innerJoin(equipment, eq(equipment.id, equipmentInspections.equipmentId))
    .where(
      and(
        eq(equipmentInspections.siteId, siteId),
        gte(equipmentInspections.inspectedAt, from),
        sql`${equipmentInspections.inspectedAt} < ${to}`,
      ),
    )
    .orderBy(asc(equipmentInspections.inspectedAt), asc(equipmentInspections.id));
}

export function qualifiedKinds(db: Executor, userId: number): Promise<Kind[]> {
  return db
    .select({ kind: inspectorQualifications.kind })
    .from(inspectorQualifications)
    .where(eq(inspectorQualifications.userId, userId))
    .then((rows) => rows.map((r) => r.kind));
}

export function companyQualifications(db: Executor, companyId: number) {
  return db
    .select({ userId: inspectorQualifications.userId, kind: inspectorQualifications.kind })
    .from(inspectorQualifications)
    .where(eq(inspectorQualifications.companyId, companyId));
}

export async function setQualifications(
  db: Pick<Db, 'insert' | 'delete'>,
  companyId: number,
  userId: number,
  kinds: Kind[],
) {
  await db.delete(inspectorQualifications).where(eq(inspectorQualifications.userId, userId));
  if (kinds.length > 0) {
    await db
      .insert(inspectorQualifications)
      .values(kinds.map((kind) => ({ userId, kind, companyId })));
  }
}

export function companyStaff(db: Executor, companyId: number) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      role: users.role,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export function findUser(db: Executor, id: number) {
  return db
    .select({ id: users.id, companyId: users.companyId, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0] ?? null);
}

export function findChecklist(db: Executor, companyId: number, kind: Kind) {
  return db
    .select({ items: inspectionChecklists.items })
    .from(inspectionChecklists)
    .where(and(eq(inspectionChecklists.companyId, companyId), eq(inspectionChecklists.kind, kind)))
    .then((rows) => rows[0]?.items ?? null);
}

export async function upsertChecklist(
  db: Executor,
  companyId: number,
  kind: Kind,
  items: { id: string; text: Record<string, string> }[],
) {
  await db
    .insert(inspectionChecklists)
    .values({ companyId, kind, items: items as never })
    .onConflictDoUpdate({
      target: [inspectionChecklists.companyId, inspectionChecklists.kind],
      set: { items: items as never, updatedAt: sql`now()` },
    });
}

export function findSettings(db: Executor, companyId: number) {
  return db
    .select({
      scaffoldIntervalDays: inspectionSettings.scaffoldIntervalDays,
      platformReportMonths: inspectionSettings.platformReportMonths,
    })
    .from(inspectionSettings)
    .where(eq(inspectionSettings.companyId, companyId))
    .then((rows) => rows[0] ?? null);
}

export async function upsertSettings(
  db: Executor,
  companyId: number,
  values: { scaffoldIntervalDays: number; platformReportMonths: number },
) {
  await db
    .insert(inspectionSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({
      target: inspectionSettings.companyId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

export function findGate(db: Executor, siteId: number) {
  return db
    .select({ blocksUnfit: siteEquipmentGates.blocksUnfit })
    .from(siteEquipmentGates)
    .where(eq(siteEquipmentGates.siteId, siteId))
    .then((rows) => rows[0]?.blocksUnfit ?? false);
}

export async function upsertGate(db: Executor, siteId: number, blocksUnfit: boolean) {
  await db
    .insert(siteEquipmentGates)
    .values({ siteId, blocksUnfit })
    .onConflictDoUpdate({
      target: siteEquipmentGates.siteId,
      set: { blocksUnfit, updatedAt: sql`now()` },
    });
}

export function findSite(db: Executor, siteId: number) {
  return db
    .select({ id: sites.id, companyId: sites.companyId, name: sites.name })
    .from(sites)
    .where(eq(sites.id, siteId))
    .then((rows) => rows[0] ?? null);
}

export function companyName(db: Executor, companyId: number) {
  return db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .then((rows) => rows[0]?.name ?? '');
}

/** How many of these files the company uploaded: a record names only its own company's files. */
export function countCompanyFiles(db: Executor, companyId: number, ids: string[]) {
  if (ids.length === 0) return Promise.resolve(0);
  return db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.companyId, companyId), inArray(mediaFiles.id, ids)))
    .then((rows) => rows.length);
}

export async function insertAlerts(db: Executor, entryRequestId: string, alerts: EquipmentAlert[]) {
  await db.insert(entryEquipmentAlerts).values({ entryRequestId, alerts });
}

export function alertsOf(db: Executor, entryRequestIds: string[]) {
  if (entryRequestIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      entryRequestId: entryEquipmentAlerts.entryRequestId,
      alerts: entryEquipmentAlerts.alerts,
    })
    .from(entryEquipmentAlerts)
    .where(inArray(entryEquipmentAlerts.entryRequestId, entryRequestIds));
}
