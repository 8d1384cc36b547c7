import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { sessionCan } from '@shared/access/policy';
import type { Language } from '@shared/i18n/languages';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import {
  DEFAULT_EQUIPMENT_SETTINGS,
  EQUIPMENT_PAGE_SIZE,
  EQUIPMENT_STATE_FILTERS,
  type EquipmentBodySchema,
  type EquipmentKind,
  type EquipmentPageQuery,
  type EquipmentStateFilter,
  type EquipmentSummary,
  type EquipmentSettings,
  type EquipmentSettingsView,
  type EquipmentUpdateBodySchema,
  type EquipmentWorker,
  type ManagedEquipment,
  type ManagedEquipmentList,
} from '@shared/schemas/equipment-admin.schemas';
import { addDays, isoDayIn } from '@shared/time/calendar-day';
import { matchEquipment } from '@shared/validation/equipment-match';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { companyTimeZone } from '../../lib/company-zone';
import { changedFields, writeAudit } from '../../lib/audit';
import {
  companyIdForCall,
  isCompanyInScope,
  reachesEveryCompany,
  reachesEveryCompanySite,
} from '../../lib/scope';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { validationMessage } from '../../i18n/messages';
import { peopleOnSitesInScope } from '../on-site/on-site.service';
import * as repo from './equipment-admin.repository';
import { inspectionState } from './inspection';
import {
  companyDay,
  companyFitness,
  companyItemsWithLatest,
  fitnessOfItems,
  type ItemWithLatest,
} from '../inspections/fitness.service';
import type { FitnessView } from '@shared/schemas/inspection.schemas';

type CreateBody = z.infer<typeof EquipmentBodySchema>;
type UpdateBody = z.infer<typeof EquipmentUpdateBodySchema>;
/** An item of the list: its columns, its site's name and its newest inspection. */
type ListedItem = ItemWithLatest;
/** What a worker's typed number is matched against. */
type MatchableItem = Pick<ItemWithLatest, 'id' | 'kind' | 'value' | 'label'>;

/**
 * Whose items a call reaches (admins the whole company, managers their sites' and site-less), and
 * whether the caller may change them: the equipment.manage ability its writing routes require.
 */
export interface EquipmentScope {
  companyId: number;
  siteIds?: number[];
  canEdit: boolean;
}

export function equipmentScope(user: SessionUser, companyId?: number): EquipmentScope {
  const id = companyIdForCall(user, companyId);
  const canEdit = sessionCan(user, 'equipment.manage');
  if (reachesEveryCompany(user) || reachesEveryCompanySite(user)) {
    return { companyId: id, canEdit };
  }
  return { companyId: id, siteIds: user.siteIds, canEdit };
}

/** GET /api/equipment/settings: the company's rules, and whether the caller may change them. */
export async function equipmentSettingsView(
  db: Db,
  user: SessionUser,
  companyIdParam: number | undefined,
): Promise<EquipmentSettingsView> {
  const { companyId, canEdit } = equipmentScope(user, companyIdParam);
  return { ...(await getEquipmentSettings(db, companyId)), canEdit };
}

/** The company's equipment rules, or the defaults when it never saved any. */
export async function getEquipmentSettings(db: Db, companyId: number): Promise<EquipmentSettings> {
  return (await repo.findSettings(db, companyId)) ?? DEFAULT_EQUIPMENT_SETTINGS;
}

/** Today in the company's zone; 404 when there is no such company. */
export async function companyToday(db: Db, companyId: number, now: Date): Promise<string> {
  const zone = await companyTimeZone(db, companyId);
  if (zone === null) throw new AppError(404, 'NOT_FOUND');
  return isoDayIn(now, zone);
}

/**
 * Today's workers per item: approved today and not gone (the on-site rule), attributed to the
 * item the worker's typed number finds by the worker form's own rule. The items are sorted by
 * kind once, and only when someone is on the company's sites.
 */
function workersByItem(
  people: Awaited<ReturnType<typeof peopleOnSitesInScope>>,
  companyItems: readonly MatchableItem[],
  companySiteIds: Set<number>,
): Map<number, EquipmentWorker[]> {
  const result = new Map<number, EquipmentWorker[]>();
  const present = people.filter((person) => companySiteIds.has(person.siteId));
  if (present.length === 0) return result;
  const ofKind = (kind: EquipmentKind) => companyItems.filter((item) => item.kind === kind);
  const scaffolds = ofKind('scaffold');
  const platforms = ofKind('platform');
  const find = (items: readonly MatchableItem[], typed: string | null) =>
    typed ? matchEquipment(items, typed)?.id : undefined;
  for (const person of present) {
    const worker: EquipmentWorker = {
      entryId: person.entryRequestId,
      requestNumber: person.requestNumber,
      firstName: person.firstName,
      lastName: person.lastName,
      company: person.workerCompany,
      siteName: person.siteName,
      decidedAt: person.decidedAt?.toISOString() ?? null,
    };
    for (const id of [
      find(scaffolds, person.scaffoldingNumber),
      find(platforms, person.platformNumber),
    ]) {
      if (id === undefined) continue;
      const list = result.get(id);
      if (list) list.push(worker);
      else result.set(id, [worker]);
    }
  }
  return result;
}

function toManaged(
  row: ListedItem,
  today: string,
  workers: EquipmentWorker[],
  fitness: FitnessView,
): ManagedEquipment {
  const inspection = inspectionState(row.nextInspectionDue, today);
  return {
    id: row.id,
    kind: row.kind,
    number: row.value,
    label: row.label,
    labelTranslations: row.labelTranslations,
    siteId: row.siteId,
    siteName: row.siteName,
    location: row.location,
    status: row.status,
    lastInspection: row.lastInspection,
    nextInspectionDue: row.nextInspectionDue,
    inspectionState: inspection.state,
    daysUntilInspection: inspection.daysLeft,
    fitness,
    tagToken: row.tagToken,
    workers,
  };
}

/**
 * Items as the list shows them: each one's state and who works on it today. The workers' typed
 * numbers are matched against every item of the company, read (numbers and labels only) only when
 * someone is on its sites.
 */
async function viewsOf(
  db: Db,
  user: SessionUser,
  companyId: number,
  rows: readonly ListedItem[],
  now: Date,
  day: { zone: string; today: string },
  fitness?: Map<number, FitnessView>,
): Promise<ManagedEquipment[]> {
  const [states, sites, people] = await Promise.all([
    fitness ?? fitnessOfItems(db, companyId, rows, now, day),
    repo.companySites(db, companyId),
    peopleOnSitesInScope(db, user, now),
  ]);
  const siteIds = new Set(sites.map((site) => site.id));
  const workers = people.some((person) => siteIds.has(person.siteId))
    ? workersByItem(people, await repo.matchableItems(db, companyId), siteIds)
    : new Map<number, EquipmentWorker[]>();
  return rows.map((row) =>
    toManaged(row, day.today, workers.get(row.id) ?? [], states.get(row.id)!),
  );
}

/** Whether the item a cursor names is one of the caller's, where a page may start. */
async function isCursorInScope(db: Db, scope: EquipmentScope, id: number) {
  const item = await repo.findEquipment(db, id);
  return (
    item !== null &&
    item.companyId === scope.companyId &&
    (!scope.siteIds || item.siteId === null || scope.siteIds.includes(item.siteId))
  );
}

/**
 * A page of the items matching the query after the cursor, one more read to learn whether
 * another page follows, and how many match in all. Without a state filter the database cuts the
 * page, so only its items are probed for their newest inspection; a state is known only once
 * computed, so a state filter computes it for every item the other filters keep.
 */
async function pageOf(
  db: Db,
  scope: EquipmentScope,
  query: EquipmentPageQuery,
  now: Date,
  day: { zone: string; today: string },
) {
  const where = repo.listCondition({ ...query, siteIds: scope.siteIds });
  const after = query.cursor === undefined ? null : repo.afterItem(query.cursor);
  if (!query.state) {
    const [rows, total] = await Promise.all([
      companyItemsWithLatest(db, scope.companyId, {
        where: after ? sql`${where} AND ${after}` : where,
        limit: EQUIPMENT_PAGE_SIZE + 1,
      }),
      repo.countItems(db, scope.companyId, where),
    ]);
    return { rows, total, fitness: undefined };
  }
  const [all, afterIds] = await Promise.all([
    companyItemsWithLatest(db, scope.companyId, { where: sql`${where} AND e.status = 'active'` }),
    after ? repo.itemIds(db, scope.companyId, sql`${where} AND ${after}`) : null,
  ]);
  const fitness = await fitnessOfItems(db, scope.companyId, all, now, day);
  const states: readonly string[] = EQUIPMENT_STATE_FILTERS[query.state];
  const matching = all.filter((item) => states.includes(fitness.get(item.id)!.state));
  const later = afterIds ? new Set(afterIds) : null;
  return {
    rows: matching.filter((item) => !later || later.has(item.id)).slice(0, EQUIPMENT_PAGE_SIZE + 1),
    total: matching.length,
    fitness,
  };
}

/**
 * GET /api/equipment: a page of the list with inspection warnings and who works on each item
 * today, in the order of kind, number and id, with the cursor of the next page (decision 080).
 * A cursor that names no item of the caller's scope is refused: the pages after it cannot be
 * told. The counts of the whole list are GET /api/equipment/summary.
 */
export async function listManagedEquipment(
  db: Db,
  user: SessionUser,
  query: EquipmentPageQuery,
  language: Language,
  now = new Date(),
): Promise<ManagedEquipmentList> {
  const scope = equipmentScope(user, query.companyId);
  const [isCursorValid, day, settings] = await Promise.all([
    query.cursor === undefined || isCursorInScope(db, scope, query.cursor),
    companyDay(db, scope.companyId, now),
    getEquipmentSettings(db, scope.companyId),
  ]);
  if (!isCursorValid) {
    throw new AppError(400, 'VALIDATION_FAILED', {
      cursor: validationMessage('listCursor', language),
    });
  }
  const { rows, total, fitness } = await pageOf(db, scope, query, now, day);
  const page = rows.slice(0, EQUIPMENT_PAGE_SIZE);
  return {
    items: await viewsOf(db, user, scope.companyId, page, now, day, fitness),
    nextCursor: rows.length > EQUIPMENT_PAGE_SIZE ? page.at(-1)!.id : null,
    total,
    today: day.today,
    settings,
    canEdit: scope.canEdit,
  };
}

/**
 * GET /api/equipment/summary: what the list's tabs and filters count (EquipmentSummarySchema),
 * every item's state computed once, without the list itself.
 */
export async function equipmentSummary(
  db: Db,
  user: SessionUser,
  query: { companyId?: number; kind?: EquipmentKind },
  now = new Date(),
): Promise<EquipmentSummary> {
  const scope = equipmentScope(user, query.companyId);
  const { items, fitness, today } = await companyFitness(db, scope.companyId, now);
  const summary: EquipmentSummary = {
    kinds: { scaffold: 0, platform: 0 },
    states: { attention: 0, due_today: 0, overdue: 0, never: 0, closed: 0, fit: 0 },
    warnings: { overdue: 0, due_soon: 0 },
  };
  const filters = Object.entries(EQUIPMENT_STATE_FILTERS) as [
    EquipmentStateFilter,
    readonly string[],
  ][];
  for (const item of items) {
    if (scope.siteIds && item.siteId !== null && !scope.siteIds.includes(item.siteId)) continue;
    summary.kinds[item.kind] += 1;
    if (item.status !== 'active' || (query.kind && item.kind !== query.kind)) continue;
    const state = fitness.get(item.id)!.state;
    for (const [name, states] of filters) if (states.includes(state)) summary.states[name] += 1;
    const warning = inspectionState(item.nextInspectionDue, today).state;
    if (warning === 'overdue' || warning === 'due_soon') summary.warnings[warning] += 1;
  }
  return summary;
}

/** An item of the caller's company that he may edit; anything else is 404. */
async function editableItem(db: Db, user: SessionUser, id: number) {
  const item = await repo.findEquipment(db, id);
  if (!item || !isCompanyInScope(user, item.companyId)) {
    throw new AppError(404, 'NOT_FOUND');
  }
  return item;
}

async function assertSiteOfCompany(
  db: Db,
  companyId: number,
  siteId: number | null | undefined,
  language: Language,
) {
  if (siteId === null || siteId === undefined) return;
  const sites = await repo.companySites(db, companyId);
  if (!sites.some((s) => s.id === siteId)) {
    throw new AppError(400, 'VALIDATION_FAILED', {
      siteId: validationMessage('siteUnknown', language),
    });
  }
}

/** One item as the list shows it, once it was added or changed. */
async function getManaged(db: Db, user: SessionUser, companyId: number, id: number, now: Date) {
  const [[row], day] = await Promise.all([
    companyItemsWithLatest(db, companyId, { where: sql`e.id = ${id}` }),
    companyDay(db, companyId, now),
  ]);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  const [item] = await viewsOf(db, user, companyId, [row], now, day);
  return item!;
}

export async function createEquipment(
  db: Db,
  user: SessionUser,
  companyIdParam: number | undefined,
  body: CreateBody,
  language: Language,
  now = new Date(),
): Promise<ManagedEquipment> {
  const { companyId } = equipmentScope(user, companyIdParam);
  await assertSiteOfCompany(db, companyId, body.siteId, language);
  if (await repo.findByNumber(db, companyId, body.kind, body.number)) {
    throw new AppError(409, 'EQUIPMENT_NUMBER_TAKEN');
  }
  const settings = await getEquipmentSettings(db, companyId);
  const nextInspectionDue =
    body.nextInspectionDue ??
    (body.lastInspection ? addDays(body.lastInspection, settings.inspectionIntervalDays) : null);
  const { number, ...rest } = body;
  const id = await conflictOnDuplicate('EQUIPMENT_NUMBER_TAKEN', () =>
    db.transaction(async (tx) => {
      const itemId = await repo.insertEquipment(tx, {
        ...rest,
        value: number,
        companyId,
        nextInspectionDue,
      });
      await writeAudit(tx, {
        companyId,
        actorUserId: user.id,
        action: 'equipment.create',
        entityType: 'equipment',
        entityId: itemId,
        toStatus: body.status,
        details: { ...body, nextInspectionDue },
      });
      return itemId;
    }),
  );
  return getManaged(db, user, companyId, id, now);
}

export async function updateEquipment(
  db: Db,
  user: SessionUser,
  id: number,
  body: UpdateBody,
  language: Language,
  now = new Date(),
): Promise<ManagedEquipment> {
  const item = await editableItem(db, user, id);
  await assertSiteOfCompany(db, item.companyId, body.siteId, language);
  const kind = body.kind ?? item.kind;
  const value = body.number ?? item.value;
  if (await repo.findByNumber(db, item.companyId, kind, value, id)) {
    throw new AppError(409, 'EQUIPMENT_NUMBER_TAKEN');
  }
  const { number: _number, ...rest } = body;
  const next: Partial<typeof item> = { ...rest, ...(body.number ? { value: body.number } : {}) };
  // A new inspection date without a due date moves the due date by the company's interval.
  if (body.lastInspection && body.nextInspectionDue === undefined) {
    const settings = await getEquipmentSettings(db, item.companyId);
    next.nextInspectionDue = addDays(body.lastInspection, settings.inspectionIntervalDays);
  }
  const changes = changedFields(item, next);
  if (Object.keys(changes).length > 0) {
    await conflictOnDuplicate('EQUIPMENT_NUMBER_TAKEN', () =>
      db.transaction(async (tx) => {
        await repo.updateEquipment(tx, id, next);
        await writeAudit(tx, {
          companyId: item.companyId,
          actorUserId: user.id,
          action: 'equipment.update',
          entityType: 'equipment',
          entityId: id,
          ...(changes.status ? { fromStatus: item.status, toStatus: next.status } : {}),
          details: changes,
        });
      }),
    );
  }
  return getManaged(db, user, item.companyId, id, now);
}

export async function updateSettings(
  db: Db,
  user: SessionUser,
  companyIdParam: number | undefined,
  body: EquipmentSettings,
): Promise<EquipmentSettingsView> {
  const { companyId, canEdit } = equipmentScope(user, companyIdParam);
  // A platform user names the company; one that does not exist gets no settings row.
  if ((await companyTimeZone(db, companyId)) === null) throw new AppError(404, 'NOT_FOUND');
  const before = await getEquipmentSettings(db, companyId);
  const changes = changedFields(before, body);
  if (Object.keys(changes).length === 0) return { ...before, canEdit };
  await db.transaction(async (tx) => {
    await repo.upsertSettings(tx, companyId, body);
    await writeAudit(tx, {
      companyId,
      actorUserId: user.id,
      action: 'equipment.settings',
      entityType: 'company',
      entityId: companyId,
      details: changes,
    });
  });
  return { ...body, canEdit };
}
