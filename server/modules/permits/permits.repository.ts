import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ABILITIES } from '@shared/access/policy';
import type { Role } from '@shared/constants';
import type { CheckOverride, CheckResult } from '@shared/permits/permit-checks';
import {
  LIVE_STATES,
  PERMIT_MOVES,
  WORK_MANAGER_ABILITY,
  type PermitState,
} from '@shared/permits/permit-lifecycle';
import { permitSignatureFieldId } from '@shared/permits/permit-signature-field';
import type { Db } from '../../db/client';
import { isApprovedRequest } from '../../db/entry-request-conditions';
import {
  companies,
  entryRequestFiles,
  entryRequests,
  equipment,
  equipmentEvents,
  mediaFiles,
  permitKinds,
  permitExpiryAlerts,
  permits,
  permitTransitions,
  permitWorkers,
  sites,
  userSites,
  users,
} from '../../db/schema';
import { instantIsToday, localDateTimeText } from '../../lib/company-day';
import type { StoredImage } from '../../lib/images';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const manager = alias(users, 'work_manager');
const changer = alias(users, 'changer');

/** A permit with what its views show beside it: the site, the equipment, the people. */
function selectPermits(db: Executor) {
  return db
    .select({
      permit: permits,
      siteName: sites.name,
      equipmentNumber: equipment.value,
      equipmentLabel: equipment.label,
      equipmentKind: equipment.kind,
      managerFirstName: manager.firstName,
      managerLastName: manager.lastName,
      managerUsername: manager.username,
      changerFirstName: changer.firstName,
      changerLastName: changer.lastName,
      changerUsername: changer.username,
    })
    .from(permits)
    .innerJoin(sites, eq(sites.id, permits.siteId))
    .innerJoin(manager, eq(manager.id, permits.workManagerUserId))
    .leftJoin(changer, eq(changer.id, permits.changedBy))
    .leftJoin(equipment, eq(equipment.id, permits.equipmentId));
}
export type PermitRow = Awaited<ReturnType<ReturnType<typeof selectPermits>['where']>>[number];

export async function findPermit(db: Executor, id: number): Promise<PermitRow | null> {
  const [row] = await selectPermits(db).where(eq(permits.id, id));
  return row ?? null;
}

export async function findPermitByToken(db: Executor, token: string): Promise<PermitRow | null> {
  const [row] = await selectPermits(db).where(eq(permits.joinToken, token));
  return row ?? null;
}

/**
 * A site's permits of a day: planned to start that day, or still live from an earlier one.
 * The start index bounds the first part; the partial index on live permits the second.
 */
function ofDay(siteId: number, dayStart: SQL<Date>, dayEnd: SQL<Date>) {
  return and(
    eq(permits.siteId, siteId),
    or(
      and(sql`${permits.plannedStart} >= ${dayStart}`, sql`${permits.plannedStart} < ${dayEnd}`),
      and(inArray(permits.state, LIVE_STATES), sql`${permits.plannedStart} < ${dayStart}`),
    ),
  );
}

/** What a permit's view reads of its row (permit-view.ts); the board reads no more. */
export type PermitViewRow = Omit<PermitRow, 'permit'> & {
  permit: Pick<
    PermitRow['permit'],
    | 'id'
    | 'siteId'
    | 'kind'
    | 'location'
    | 'task'
    | 'hazards'
    | 'domain'
    | 'equipmentId'
    | 'plannedStart'
    | 'plannedEnd'
    | 'workManagerUserId'
    | 'groundAttendantName'
    | 'isNight'
    | 'isWindy'
    | 'writtenInstructions'
    | 'instructionsFileId'
    | 'state'
    | 'checks'
    | 'checkedAt'
    | 'joinToken'
    | 'changedAt'
  >;
};

/** An instant as milliseconds since the epoch: a Date made from a number, not parsed from text. */
const epochMs = (instant: SQL | SQLWrapper) => sql`floor(extract(epoch from ${instant}) * 1000)`;

/** A permit of the board as the database writes it into a JSON array, in select order. */
type BoardPermitJson = [
  id: number,
  siteId: number,
  siteName: PermitRow['siteName'],
  kind: string,
  location: string,
  task: string,
  hazards: string,
  domain: string,
  equipmentId: number | null,
  equipmentNumber: PermitRow['equipmentNumber'],
  equipmentLabel: PermitRow['equipmentLabel'],
  equipmentKind: PermitRow['equipmentKind'],
  plannedStart: number,
  plannedEnd: number,
  workManagerUserId: number,
  managerFirstName: PermitRow['managerFirstName'],
  managerLastName: PermitRow['managerLastName'],
  managerUsername: PermitRow['managerUsername'],
  groundAttendantName: string,
  isNight: boolean,
  isWindy: boolean,
  writtenInstructions: string,
  instructionsFileId: string | null,
  state: PermitState,
  checks: CheckResult[],
  checkedAt: number | null,
  joinToken: string,
  changedAt: number,
  changerFirstName: PermitRow['changerFirstName'],
  changerLastName: PermitRow['changerLastName'],
  changerUsername: PermitRow['changerUsername'],
];

/**
 * A site's permits of a day with what the board shows beside them, each as one JSON array: the
 * ORM mapped the 36 columns of 200 permits one by one and parsed each instant from its text,
 * the largest part of the board's CPU once its workers came as JSON. The joins are those of
 * `selectPermits`.
 */
export async function permitsOfDay(
  db: Executor,
  siteId: number,
  dayStart: SQL<Date>,
  dayEnd: SQL<Date>,
): Promise<PermitViewRow[]> {
  const rows = await db
    .select({
      permit: sql<string>`json_build_array(${permits.id}, ${permits.siteId}, ${sites.name},
        ${permits.kind}, ${permits.location}, ${permits.task}, ${permits.hazards},
        ${permits.domain}, ${permits.equipmentId}, ${equipment.value}, ${equipment.label},
        ${equipment.kind}, ${epochMs(permits.plannedStart)}, ${epochMs(permits.plannedEnd)},
        ${permits.workManagerUserId}, ${manager.firstName}, ${manager.lastName},
        ${manager.username}, ${permits.groundAttendantName}, ${permits.isNight},
        ${permits.isWindy}, ${permits.writtenInstructions}, ${permits.instructionsFileId},
        ${permits.state}, ${permits.checks}, ${epochMs(permits.checkedAt)}, ${permits.joinToken},
        ${epochMs(permits.changedAt)}, ${changer.firstName}, ${changer.lastName},
        ${changer.username})::text`,
    })
    .from(permits)
    .innerJoin(sites, eq(sites.id, permits.siteId))
    .innerJoin(manager, eq(manager.id, permits.workManagerUserId))
    .leftJoin(changer, eq(changer.id, permits.changedBy))
    .leftJoin(equipment, eq(equipment.id, permits.equipmentId))
    .where(ofDay(siteId, dayStart, dayEnd))
    .orderBy(asc(permits.plannedStart), asc(permits.id));
  return rows.map(({ permit }) => {
    const [
      id,
      siteId,
      siteName,
      kind,
      location,
      task,
      hazards,
      domain,
      equipmentId,
      equipmentNumber,
      equipmentLabel,
      equipmentKind,
      plannedStart,
      plannedEnd,
      workManagerUserId,
      managerFirstName,
      managerLastName,
      managerUsername,
      groundAttendantName,
      isNight,
      isWindy,
      writtenInstructions,
      instructionsFileId,
      state,
      checks,
      checkedAt,
      joinToken,
      changedAt,
      changerFirstName,
      changerLastName,
      changerUsername,
    ] = JSON.parse(permit) as BoardPermitJson;
    return {
      permit: {
        id,
        siteId,
        kind,
        location,
        task,
        hazards,
        domain,
        equipmentId,
        plannedStart: new Date(plannedStart),
        plannedEnd: new Date(plannedEnd),
        workManagerUserId,
        groundAttendantName,
        isNight,
        isWindy,
        writtenInstructions,
        instructionsFileId,
        state,
        checks,
        checkedAt: checkedAt === null ? null : new Date(checkedAt),
        joinToken,
        changedAt: new Date(changedAt),
      },
      siteName,
      equipmentNumber,
      equipmentLabel,
      equipmentKind,
      managerFirstName,
      managerLastName,
      managerUsername,
      changerFirstName,
      changerLastName,
      changerUsername,
    };
  });
}

/** A worker on a permit as the database writes him into a JSON array, in select order. */
type BoardWorkerJson = [string, string, string, string, number | null];

/** A worker on one of the day's permits, with what the board shows of him. */
export interface BoardWorkerRow {
  entryRequestId: string;
  firstName: string;
  lastName: string;
  company: string;
  signedOutAt: Date | null;
}

/**
 * The workers on a site's permits of a day by permit, chosen by the same condition as the
 * permits so both are read at once rather than one after the other. `= any(array(…))` has the
 * database list the day's permits by their indexes first and then read each one's workers by
 * its key; as a join, the planner walked every permit the site ever had. Each permit's workers
 * come as one JSON array in the order they joined: a busy day's 2,000 workers were 14,000 values
 * for the ORM to map one by one, where JSON.parse reads 200 arrays. Only what the board shows is
 * read, and the sign-out as epoch milliseconds: a Date made from a number, where the text of an
 * instant with microseconds is parsed by JavaScript's slow, lenient path.
 */
export async function workersOfDay(
  db: Executor,
  siteId: number,
  dayStart: SQL<Date>,
  dayEnd: SQL<Date>,
): Promise<Map<number, BoardWorkerRow[]>> {
  const ofTheDay = db
    .select({ id: permits.id })
    .from(permits)
    .where(ofDay(siteId, dayStart, dayEnd));
  const rows = await db
    .select({
      permitId: permitWorkers.permitId,
      workers: sql<string>`json_agg(json_build_array(${permitWorkers.entryRequestId},
        ${entryRequests.workerFirstName}, ${entryRequests.workerLastName},
        ${entryRequests.workerCompany}, floor(extract(epoch from ${permitWorkers.signedOutAt}) * 1000))
        order by ${permitWorkers.joinedAt}, ${permitWorkers.entryRequestId})::text`,
    })
    .from(permitWorkers)
    .innerJoin(entryRequests, eq(entryRequests.id, permitWorkers.entryRequestId))
    .where(sql`${permitWorkers.permitId} = any(array(${ofTheDay}))`)
    .groupBy(permitWorkers.permitId);
  return new Map(
    rows.map(({ permitId, workers }) => [
      permitId,
      (JSON.parse(workers) as BoardWorkerJson[]).map(
        ([entryRequestId, firstName, lastName, company, signedOutAt]) => ({
          entryRequestId,
          firstName,
          lastName,
          company,
          signedOutAt: signedOutAt === null ? null : new Date(signedOutAt),
        }),
      ),
    ]),
  );
}

/**
 * Up to `limit` permits whose planned start falls in a range of a site, after the permit
 * `afterId` in the order of the start index: what the register lists, a batch at a time. The
 * permit that ended the last batch is read again for its start, which a JavaScript Date would
 * cut to the millisecond.
 */
export function permitsInRange(
  db: Executor,
  siteId: number,
  range: { from: SQL<Date>; to: SQL<Date> },
  afterId: number | null,
  limit: number,
) {
  return selectPermits(db)
    .where(
      and(
        eq(permits.siteId, siteId),
        sql`${permits.plannedStart} >= ${range.from}`,
        sql`${permits.plannedStart} < ${range.to}`,
        afterId === null
          ? undefined
          : sql`(${permits.plannedStart}, ${permits.id}) >
              (select p.planned_start, p.id from permits p where p.id = ${afterId})`,
      ),
    )
    .orderBy(asc(permits.plannedStart), asc(permits.id))
    .limit(limit);
}

function selectWorkers(db: Executor) {
  return db
    .select({
      permitId: permitWorkers.permitId,
      entryRequestId: permitWorkers.entryRequestId,
      firstName: entryRequests.workerFirstName,
      lastName: entryRequests.workerLastName,
      company: entryRequests.workerCompany,
      joinedAt: permitWorkers.joinedAt,
      signedOutAt: permitWorkers.signedOutAt,
      signatureFileId: permitWorkers.signatureFileId,
    })
    .from(permitWorkers)
    .innerJoin(entryRequests, eq(entryRequests.id, permitWorkers.entryRequestId));
}

/** The workers on the given permits, in the order they joined. */
export function workersOf(db: Executor, permitIds: number[]) {
  if (permitIds.length === 0) return Promise.resolve([]);
  return selectWorkers(db)
    .where(inArray(permitWorkers.permitId, permitIds))
    .orderBy(asc(permitWorkers.joinedAt), asc(permitWorkers.entryRequestId));
}

/**
 * The moves of the given permits, in the order they were made, each with its time as the
 * register prints it in the zone: the database formats tens of thousands of them far faster
 * than Intl does one by one.
 */
export function transitionsOf(db: Executor, permitIds: number[], timeZone: string) {
  if (permitIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      permitId: permitTransitions.permitId,
      action: permitTransitions.action,
      fromState: permitTransitions.fromState,
      toState: permitTransitions.toState,
      reason: permitTransitions.reason,
      failedChecks: permitTransitions.failedChecks,
      at: localDateTimeText(permitTransitions.createdAt, sql`${timeZone}`),
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(permitTransitions)
    .leftJoin(users, eq(users.id, permitTransitions.actorUserId))
    .where(inArray(permitTransitions.permitId, permitIds))
    .orderBy(asc(permitTransitions.createdAt), asc(permitTransitions.id));
}

/** The permit's latest move and who made it: what a person who lost a race to it is told. */
export async function lastMove(db: Executor, permitId: number) {
  const [row] = await db
    .select({
      action: permitTransitions.action,
      at: permitTransitions.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(permitTransitions)
    .leftJoin(users, eq(users.id, permitTransitions.actorUserId))
    .where(eq(permitTransitions.permitId, permitId))
    .orderBy(desc(permitTransitions.id))
    .limit(1);
  return row ?? null;
}

export async function insertPermit(db: Executor, values: typeof permits.$inferInsert) {
  const [row] = await db.insert(permits).values(values).returning({ id: permits.id });
  return row!;
}

export async function insertTransition(
  db: Executor,
  values: typeof permitTransitions.$inferInsert,
) {
  await db.insert(permitTransitions).values(values);
}

/**
 * The one conditional UPDATE of a move: it changes the permit only while it is in one of the
 * states the move may leave, so of two people acting at once exactly one wins.
 */
export async function moveState(
  db: Executor,
  m: {
    id: number;
    from: readonly PermitState[];
    to: PermitState;
    by: number | null;
    now: Date;
    checks?: CheckResult[];
  },
) {
  const previous = db
    .select({ id: permits.id, state: permits.state })
    .from(permits)
    .where(eq(permits.id, m.id))
    .for('update')
    .as('previous');
  const [row] = await db
    .update(permits)
    .set({
      state: m.to,
      changedBy: m.by,
      changedAt: m.now,
      ...(m.checks ? { checks: m.checks, checkedAt: m.now } : {}),
    })
    .from(previous)
    .where(and(eq(permits.id, previous.id), inArray(previous.state, [...m.from])))
    .returning({ previous: previous.state });
  return row ?? null;
}

/** Stores the checks as just computed, whatever the state. */
export async function storeChecks(db: Executor, id: number, checks: CheckResult[], now: Date) {
  await db.update(permits).set({ checks, checkedAt: now }).where(eq(permits.id, id));
}

/**
 * Adds an override, only while the permit is still in a state that takes one and nobody has
 * overridden that check yet: of two people overriding it at once exactly one wins.
 */
export async function addOverride(
  db: Executor,
  id: number,
  states: readonly PermitState[],
  override: CheckOverride,
) {
  const sameCheck = JSON.stringify([{ check: override.check }]);
  const [row] = await db
    .update(permits)
    .set({ overrides: sql`${permits.overrides} || ${JSON.stringify([override])}::jsonb` })
    .where(
      and(
        eq(permits.id, id),
        inArray(permits.state, [...states]),
        sql`not (${permits.overrides} @> ${sameCheck}::jsonb)`,
      ),
    )
    .returning({ overrides: permits.overrides });
  return row ?? null;
}

/** Ends every worker's part in a permit (its closing). */
export async function signOutWorkers(db: Executor, permitId: number, now: Date) {
  await db
    .update(permitWorkers)
    .set({ signedOutAt: now })
    .where(and(eq(permitWorkers.permitId, permitId), isNull(permitWorkers.signedOutAt)));
}

export async function insertWorker(db: Executor, values: typeof permitWorkers.$inferInsert) {
  const rows = await db
    .insert(permitWorkers)
    .values(values)
    .onConflictDoNothing()
    .returning({ permitId: permitWorkers.permitId });
  return rows.length > 0;
}

/**
 * Holds the permit while it is active until the transaction ends, so a move that would end or
 * suspend it waits for a worker's join instead of passing between its read and its write; false
 * when it is no longer active.
 */
export async function holdActivePermit(db: Executor, id: number) {
  const rows = await db
    .select({ id: permits.id })
    .from(permits)
    .where(and(eq(permits.id, id), eq(permits.state, 'active')))
    .for('share');
  return rows.length > 0;
}

/** A document the company uploaded, which a permit may name as its written instructions. */
export async function isCompanyDocument(db: Executor, companyId: number, fileId: string) {
  const rows = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.id, fileId),
        eq(mediaFiles.companyId, companyId),
        eq(mediaFiles.kind, 'document'),
      ),
    );
  return rows.length > 0;
}

/** A worker's drawn signature, an image of his entry request named for the permit it signs. */
export async function insertSignatureFile(
  db: Executor,
  entryRequestId: string,
  permitId: number,
  signature: { id: string; image: StoredImage },
) {
  await db.insert(entryRequestFiles).values({
    id: signature.id,
    entryRequestId,
    fieldId: permitSignatureFieldId(permitId),
    contentType: signature.image.contentType,
    width: signature.image.width,
    height: signature.image.height,
    inStore: true,
  });
}

export async function deleteSignatureFile(db: Executor, fileId: string) {
  await db.delete(entryRequestFiles).where(eq(entryRequestFiles.id, fileId));
}

/** The entry requests on a permit still working on it. */
export async function activeWorkerEntries(db: Executor, permitId: number) {
  const rows = await db
    .select({ entryRequestId: permitWorkers.entryRequestId })
    .from(permitWorkers)
    .where(and(eq(permitWorkers.permitId, permitId), isNull(permitWorkers.signedOutAt)));
  return rows.map((r) => r.entryRequestId);
}

/** Every entry request that signed onto a permit. */
export async function workerEntries(db: Executor, permitId: number) {
  const rows = await db
    .select({ entryRequestId: permitWorkers.entryRequestId })
    .from(permitWorkers)
    .where(eq(permitWorkers.permitId, permitId));
  return rows.map((r) => r.entryRequestId);
}

/** The permits a worker's entry request is on. */
export function permitsOfEntry(db: Executor, entryRequestId: string) {
  return selectPermits(db)
    .innerJoin(permitWorkers, eq(permitWorkers.permitId, permits.id))
    .where(eq(permitWorkers.entryRequestId, entryRequestId))
    .orderBy(asc(permits.plannedStart), asc(permits.id));
}

/** The kind's certificate: what a worker on such a permit must hold. */
export async function certificateKindOf(db: Executor, kind: string) {
  const [row] = await db
    .select({ certificateKind: permitKinds.certificateKind })
    .from(permitKinds)
    .where(eq(permitKinds.code, kind));
  return row?.certificateKind ?? null;
}

/**
 * Whether a weather mark (rain or strong wind, recorded on the inspections' screen) was set on
 * the site today in the company's day.
 */
export async function isWeatherMarkedToday(
  db: Executor,
  siteId: number,
  timeZone: string,
  now: Date,
) {
  const [row] = await db
    .select({ id: equipmentEvents.id })
    .from(equipmentEvents)
    .where(
      and(
        eq(equipmentEvents.siteId, siteId),
        isNull(equipmentEvents.equipmentId),
        eq(equipmentEvents.kind, 'weather'),
        instantIsToday(equipmentEvents.occurredAt, now, sql`${timeZone}`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether an entry request was approved and its worker has not left, whatever its day. */
export async function isUnexitedEntry(db: Executor, entryRequestId: string) {
  const [row] = await db
    .select({ id: entryRequests.id })
    .from(entryRequests)
    .where(
      and(eq(entryRequests.id, entryRequestId), isApprovedRequest, isNull(entryRequests.exitTime)),
    );
  return row !== undefined;
}

/**
 * An entry request on the site today (docs/lifecycle.md: approved today in the company's day,
 * no exit), with the worker's name; null for anyone else.
 */
export async function onSiteEntry(
  db: Executor,
  entryRequestId: string,
  timeZone: string,
  now: Date,
) {
  const [row] = await db
    .select({
      id: entryRequests.id,
      siteId: entryRequests.siteId,
      companyId: entryRequests.companyId,
      firstName: entryRequests.workerFirstName,
      lastName: entryRequests.workerLastName,
    })
    .from(entryRequests)
    .where(
      and(
        eq(entryRequests.id, entryRequestId),
        isApprovedRequest,
        isNull(entryRequests.exitTime),
        instantIsToday(entryRequests.decidedAt, now, sql`${timeZone}`),
      ),
    );
  return row ?? null;
}

/** The names and companies of entry requests, for the checks of the workers on a permit. */
export function entryNames(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: entryRequests.id,
      firstName: entryRequests.workerFirstName,
      lastName: entryRequests.workerLastName,
    })
    .from(entryRequests)
    .where(inArray(entryRequests.id, ids));
}

/** Live permits: those past their end, and the others, for the background job. */
export function livePermits(db: Executor) {
  return db
    .select({
      id: permits.id,
      companyId: permits.companyId,
      siteId: permits.siteId,
      state: permits.state,
      plannedEnd: permits.plannedEnd,
    })
    .from(permits)
    .where(inArray(permits.state, LIVE_STATES))
    .orderBy(asc(permits.companyId), asc(permits.id));
}

export async function findEquipment(db: Executor, id: number) {
  const [row] = await db
    .select({ id: equipment.id, companyId: equipment.companyId, siteId: equipment.siteId })
    .from(equipment)
    .where(eq(equipment.id, id));
  return row ?? null;
}

export async function findSite(db: Executor, siteId: number) {
  const [row] = await db
    .select({ id: sites.id, companyId: sites.companyId, name: sites.name })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row ?? null;
}

/** A site with its company's name and time zone, in one read. */
export async function findSiteWithCompany(db: Executor, siteId: number) {
  const [row] = await db
    .select({
      id: sites.id,
      companyId: sites.companyId,
      name: sites.name,
      companyName: companies.name,
      timeZone: companies.timezone,
    })
    .from(sites)
    .innerJoin(companies, eq(companies.id, sites.companyId))
    .where(eq(sites.id, siteId));
  return row ?? null;
}

/** Counts for the staff menu: the live permits of the sites in scope and how many stand still. */
export async function countLive(db: Executor, siteIds: number[] | null, companyId: number | null) {
  const scope =
    siteIds === null
      ? undefined
      : and(
          companyId === null ? sql`false` : eq(permits.companyId, companyId),
          siteIds.length === 0 ? sql`false` : inArray(permits.siteId, siteIds),
        );
  const [row] = await db
    .select({
      live: sql<number>`count(*)::int`,
      suspended: sql<number>`(count(*) filter (where ${permits.state} = 'suspended'))::int`,
    })
    .from(permits)
    .where(and(inArray(permits.state, LIVE_STATES), scope));
  return row ?? { live: 0, suspended: 0 };
}

/**
 * The one conditional UPDATE of an extension: it moves the planned end only while the permit is
 * in a state that takes one and still ends when the manager saw it end, so of two managers
 * extending at once exactly one wins. Returns the state it was in, or null.
 */
export async function extendEnd(
  db: Executor,
  e: {
    id: number;
    states: readonly PermitState[];
    currentEnd: Date;
    newEnd: Date;
    by: number;
    now: Date;
  },
) {
  const [row] = await db
    .update(permits)
    .set({ plannedEnd: e.newEnd, changedBy: e.by, changedAt: e.now })
    .where(
      and(
        eq(permits.id, e.id),
        inArray(permits.state, [...e.states]),
        eq(permits.plannedEnd, e.currentEnd),
      ),
    )
    .returning({ state: permits.state });
  return row ?? null;
}

/**
 * The expiry's conditional UPDATE: like `moveState`, and only while the planned end is still
 * past, so an extension made after the watch read the permit keeps it live.
 */
export async function expireEnded(db: Executor, id: number, now: Date) {
  const previous = db
    .select({ id: permits.id, state: permits.state })
    .from(permits)
    .where(eq(permits.id, id))
    .for('update')
    .as('previous');
  const [row] = await db
    .update(permits)
    .set({ state: PERMIT_MOVES.expire.to, changedBy: null, changedAt: now })
    .from(previous)
    .where(
      and(
        eq(permits.id, previous.id),
        inArray(previous.state, [...PERMIT_MOVES.expire.from]),
        lte(permits.plannedEnd, now),
      ),
    )
    .returning({ previous: previous.state });
  return row ?? null;
}

/** Records that a permit's expiry is to be told; written in the expiry's own transaction. */
export async function insertExpiryAlert(db: Executor, permitId: number, now: Date) {
  await db.insert(permitExpiryAlerts).values({ permitId, expiredAt: now }).onConflictDoNothing();
}

/**
 * Takes the expiries whose push notifications no instance has sent yet: the conditional UPDATE
 * lets one instance take each, including those a restart left behind.
 */
export async function takeUnpushedAlerts(db: Executor, now: Date) {
  const rows = await db
    .update(permitExpiryAlerts)
    .set({ pushedAt: now })
    .where(isNull(permitExpiryAlerts.pushedAt))
    .returning({ permitId: permitExpiryAlerts.permitId });
  return rows.map((r) => r.permitId);
}

/** Who is told of a permit's expiry: its work manager and the site's safety managers, active. */
export function expiryRecipients(
  db: Executor,
  permit: { companyId: number; siteId: number; workManagerUserId: number },
) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.companyId, permit.companyId),
        eq(users.isActive, true),
        or(
          eq(users.id, permit.workManagerUserId),
          and(
            eq(users.role, 'safety_manager'),
            sql`exists (select 1 from ${userSites}
              where ${userSites.userId} = ${users.id} and ${userSites.siteId} = ${permit.siteId})`,
          ),
        ),
      ),
    )
    .orderBy(asc(users.id));
}

const WORK_MANAGER_ROLES = ABILITIES[WORK_MANAGER_ABILITY] as readonly Role[];
const WHOLE_COMPANY_ROLES = ABILITIES['sites.all-of-company'] as readonly Role[];

/**
 * The active staff of a site who may be named a permit's work manager: of its company, with a
 * role that starts and stops permits, and either of the whole company or given the site.
 */
function isWorkManagerOf(site: { id: number; companyId: number }) {
  return and(
    eq(users.companyId, site.companyId),
    eq(users.isActive, true),
    inArray(users.role, [...WORK_MANAGER_ROLES]),
    or(
      inArray(users.role, [...WHOLE_COMPANY_ROLES]),
      sql`exists (select 1 from ${userSites}
        where ${userSites.userId} = ${users.id} and ${userSites.siteId} = ${site.id})`,
    ),
  );
}

/** Who may be named the site's work manager, by name. */
export function workManagersOf(db: Executor, site: { id: number; companyId: number }) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(users)
    .where(isWorkManagerOf(site))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** The user, if he may be named the site's work manager. */
export async function findWorkManager(
  db: Executor,
  site: { id: number; companyId: number },
  userId: number,
) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isWorkManagerOf(site)));
  return row ?? null;
}
