import type { z } from 'zod';
import { sessionCan } from '@shared/access/policy';
import type { Language } from '@shared/i18n/languages';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import {
  DEFAULT_EQUIPMENT_SETTINGS,
  EQUIPMENT_KINDS,
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
import { companyFitness } from '../inspections/fitness.service';
import type { FitnessView } from '@shared/schemas/inspection.schemas';

type CreateBody = z.infer<typeof EquipmentBodySchema>;
type UpdateBody = z.infer<typeof EquipmentUpdateBodySchema>;
/** An item of the list: its columns, its site's name and its newest inspection. */
type ListedItem = Awaited<ReturnType<typeof companyFitness>>['items'][number];

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
  companyItems: readonly ListedItem[],
  companySiteIds: Set<number>,
): Map<number, EquipmentWorker[]> {
  const result = new Map<number, EquipmentWorker[]>();
  const present = people.filter((person) => companySiteIds.has(person.siteId));
  if (present.length === 0) return result;
  const ofKind = (kind: EquipmentKind) => companyItems.filter((item) => item.kind === kind);
  const scaffolds = ofKind('scaffold');
  const platforms = ofKind('platform');
  const find = (items: readonly ListedItem[], typed: string | null) =>
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

/** Numbers in the order a person counts them: B-2 before B-10. */
const numberOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Every item in the caller's scope with its state and who works on it today, in the list's order
 * (kind, number, id). Every read starts at once; the state of every item is needed anyway, for
 * the state filters and the counts, and costs one index probe per item (decision 079).
 */
async function itemsInScope(db: Db, user: SessionUser, scope: EquipmentScope, now: Date) {
  const [states, sites, settings, people] = await Promise.all([
    companyFitness(db, scope.companyId, now),
    repo.companySites(db, scope.companyId),
    getEquipmentSettings(db, scope.companyId),
    peopleOnSitesInScope(db, user, now),
  ]);
  const workers = workersByItem(people, states.items, new Set(sites.map((s) => s.id)));
  const items = states.items
    .filter((item) => !scope.siteIds || item.siteId === null || scope.siteIds.includes(item.siteId))
    .sort(
      (a, b) =>
        a.kind.localeCompare(b.kind) || numberOrder.compare(a.value, b.value) || a.id - b.id,
    );
  const toView = (row: ListedItem) =>
    toManaged(row, states.today, workers.get(row.id) ?? [], states.fitness.get(row.id)!);
  return { items, fitness: states.fitness, today: states.today, settings, toView };
}

/** Whether an item is one the query's filters ask for. */
function matcher(query: EquipmentPageQuery, fitness: Map<number, FitnessView>) {
  const text = query.search?.toLowerCase();
  const states: readonly string[] | null = query.state
    ? EQUIPMENT_STATE_FILTERS[query.state]
    : null;
  return (item: ListedItem) =>
    (!query.kind || item.kind === query.kind) &&
    (query.siteId === undefined || item.siteId === query.siteId) &&
    (!query.status || item.status === query.status) &&
    (!states || (item.status === 'active' && states.includes(fitness.get(item.id)!.state))) &&
    (!text ||
      [
        item.value,
        item.label,
        ...Object.values(item.labelTranslations),
        item.siteName ?? '',
        item.location,
      ].some((value) => value.toLowerCase().includes(text)));
}

/** The tabs' and filters' counts of the scope (EquipmentSummarySchema), in one pass. */
function summaryOf(
  items: readonly ListedItem[],
  kind: EquipmentKind | undefined,
  fitness: Map<number, FitnessView>,
  today: string,
): EquipmentSummary {
  const zeroes = <K extends string>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  const filters = Object.entries(EQUIPMENT_STATE_FILTERS) as [
    EquipmentStateFilter,
    readonly string[],
  ][];
  const summary: EquipmentSummary = {
    kinds: zeroes(EQUIPMENT_KINDS),
    states: zeroes(filters.map(([name]) => name)),
    warnings: { overdue: 0, due_soon: 0 },
  };
  for (const item of items) {
    summary.kinds[item.kind] += 1;
    if (item.status !== 'active' || (kind && item.kind !== kind)) continue;
    const state = fitness.get(item.id)!.state;
    for (const [name, states] of filters) if (states.includes(state)) summary.states[name] += 1;
    const warning = inspectionState(item.nextInspectionDue, today).state;
    if (warning === 'overdue' || warning === 'due_soon') summary.warnings[warning] += 1;
  }
  return summary;
}

/**
 * GET /api/equipment: a page of the list with inspection warnings and who works on each item
 * today, the cursor of the next page and the counts of the whole scope (decision 080). A cursor
 * that names no item of the caller's scope is refused: the pages after it cannot be told.
 */
export async function listManagedEquipment(
  db: Db,
  user: SessionUser,
  query: EquipmentPageQuery,
  language: Language,
  now = new Date(),
): Promise<ManagedEquipmentList> {
  const scope = equipmentScope(user, query.companyId);
  const { items, fitness, today, settings, toView } = await itemsInScope(db, user, scope, now);
  let start = 0;
  if (query.cursor !== undefined) {
    start = items.findIndex((item) => item.id === query.cursor) + 1;
    if (start === 0) {
      throw new AppError(400, 'VALIDATION_FAILED', {
        cursor: validationMessage('listCursor', language),
      });
    }
  }
  const matches = matcher(query, fitness);
  const page: ManagedEquipment[] = [];
  let total = 0;
  let nextCursor: number | null = null;
  for (const [index, item] of items.entries()) {
    if (!matches(item)) continue;
    total += 1;
    if (index < start) continue;
    if (page.length < EQUIPMENT_PAGE_SIZE) page.push(toView(item));
    else nextCursor ??= page.at(-1)!.id;
  }
  return {
    items: page,
    nextCursor,
    total,
    summary: summaryOf(items, query.kind, fitness, today),
    today,
    settings,
    canEdit: scope.canEdit,
  };
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
  const scope = equipmentScope(user, companyId);
  const { items, toView } = await itemsInScope(db, user, scope, now);
  const item = items.find((i) => i.id === id);
  if (!item) throw new AppError(404, 'NOT_FOUND');
  return toView(item);
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
