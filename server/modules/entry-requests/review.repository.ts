import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { HistoryFilters } from '@shared/schemas/entry-review.schemas';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { Db } from '../../db/client';
import {
  auditLog,
  companies,
  entryRequestFiles,
  entryRequests,
  sites,
  users,
} from '../../db/schema';
import { dateIsToday, dayStart, instantIsToday } from '../../lib/company-day';
import { entryScope, entryTimeZone, reachesEveryCompany } from '../../lib/scope';
import { selfieFileId } from '../../db/entry-request-columns';
import { isApprovedRequest, isOpenRequest } from '../../db/entry-request-conditions';
import { cappedMatchCount, firstMatchIds, searchArms } from './history-search';

const decider = alias(users, 'decider');

const summaryColumns = {
  id: entryRequests.id,
  requestNumber: entryRequests.requestNumber,
  status: entryRequests.status,
  rejectionReason: entryRequests.rejectionReason,
  siteId: entryRequests.siteId,
  siteName: sites.name,
  companyId: entryRequests.companyId,
  timeZone: companies.timezone,
  firstName: entryRequests.workerFirstName,
  lastName: entryRequests.workerLastName,
  phone: entryRequests.workerPhone,
  workerCompany: entryRequests.workerCompany,
  workStartDate: entryRequests.workStartDate,
  scaffoldingNumber: entryRequests.scaffoldingNumber,
  platformNumber: entryRequests.platformNumber,
  exitTime: entryRequests.exitTime,
  createdAt: entryRequests.createdAt,
  decidedAt: entryRequests.decidedAt,
  deciderFirstName: decider.firstName,
  deciderLastName: decider.lastName,
  deciderUsername: decider.username,
  selfieFileId,
  personalDataErasedAt: entryRequests.personalDataErasedAt,
  /** created_at as PostgreSQL prints it: a Date would lose the microseconds a cursor needs. */
  createdAtExact: sql<string>`${entryRequests.createdAt}::text`,
};

function selectSummaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(entryRequests)
    .innerJoin(sites, eq(sites.id, entryRequests.siteId))
    .innerJoin(companies, eq(companies.id, entryRequests.companyId))
    .leftJoin(decider, eq(decider.id, entryRequests.decidedBy));
}

export type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/** The caller's scope and the history's filters other than the search. */
function filterCondition(user: SessionUser, filters: HistoryFilters): SQL {
  const conditions: SQL[] = [entryScope(user, filters.siteId)];
  if (filters.status) conditions.push(eq(entryRequests.status, filters.status));
  if (filters.from) {
    conditions.push(
      sql`${entryRequests.createdAt} >= ${dayStart(filters.from, companies.timezone)}`,
    );
  }
  if (filters.to) {
    conditions.push(
      sql`${entryRequests.createdAt} < ${dayStart(filters.to, companies.timezone, 1)}`,
    );
  }
  return and(...conditions)!;
}

const newestFirst = [
  desc(entryRequests.createdAt),
  desc(entryRequests.requestNumber),
  desc(entryRequests.id),
];

/**
 * Rows after `cursor` in newest-first order. The bare bound on created_at lets the index start
 * at the cursor, so the hundredth page costs what the first does.
 */
function afterCursor(cursor: HistoryCursor): SQL {
  return sql`(${entryRequests.createdAt} <= ${cursor.at}::timestamptz
    and (${entryRequests.createdAt}, ${entryRequests.requestNumber}, ${entryRequests.id})
      < (${cursor.at}::timestamptz, ${cursor.requestNumber}, ${cursor.id}))`;
}

/**
 * What a history read matches: the filters, and the search's arms (history-search.ts), or one
 * arm that is every request when there is no search.
 */
async function historyMatch(db: Db, user: SessionUser, filters: HistoryFilters) {
  const where = filterCondition(user, filters);
  const arms = filters.q
    ? await searchArms(db, where, filters.q, !reachesEveryCompany(user))
    : [sql`true`];
  return { where, arms };
}

/**
 * A page of the history and the number of its matches, counted up to `countCap`: past that a
 * page count is noise and an exact count would read the whole history on every page.
 */
export async function historyPage(
  db: Db,
  user: SessionUser,
  filters: HistoryFilters,
  page: { limit: number; offset: number; cursor: HistoryCursor | null; countCap: number },
) {
  const { where, arms } = await historyMatch(db, user, filters);
  const bounded = page.cursor ? and(where, afterCursor(page.cursor))! : where;
  const offset = page.cursor ? 0 : page.offset;
  const rowsWhere =
    arms.length === 1
      ? and(bounded, arms[0])
      : inArray(
          entryRequests.id,
          firstMatchIds(db, bounded, arms, newestFirst, offset + page.limit),
        );
  const [rows, counted] = await Promise.all([
    selectSummaries(db)
      .where(rowsWhere)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(offset),
    cappedMatchCount(db, where, arms, page.countCap),
  ]);
  return { rows, ...counted };
}

/** The condition of an export: every match, so a search's arms are read as one. */
export async function historyExportCondition(
  db: Db,
  user: SessionUser,
  filters: HistoryFilters,
): Promise<SQL> {
  const { where, arms } = await historyMatch(db, user, filters);
  return and(where, or(...arms))!;
}

/** One batch of the export, after the previous batch's last row. */
export function historyBatch(db: Db, where: SQL, cursor: HistoryCursor | null, limit: number) {
  return selectSummaries(db)
    .where(cursor ? and(where, afterCursor(cursor)) : where)
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Where a newest-first read stopped: the last row's keys, created_at to the microsecond. */
export interface HistoryCursor {
  at: string;
  requestNumber: number;
  id: string;
}

export function cursorOf(row: SummaryRow): HistoryCursor {
  return { at: row.createdAtExact, requestNumber: row.requestNumber, id: row.id };
}

/** Requests still waiting for a decision, oldest first: the queue's order of work. */
export function summaryById(db: Db, id: string): Promise<SummaryRow | null> {
  return selectSummaries(db)
    .where(eq(entryRequests.id, id))
    .then((rows) => rows[0] ?? null);
}

export function pendingRequests(
  db: Db,
  user: SessionUser,
  siteId: number | undefined,
  limit: number,
) {
  return selectSummaries(db)
    .where(and(entryScope(user, siteId), isOpenRequest))
    .orderBy(asc(entryRequests.createdAt), asc(entryRequests.requestNumber))
    .limit(limit);
}

/**
 * Approved requests that matter today: work starting today or approved today, in each company's
 * day, latest decision first. Each half is read newest decision first from its own index and
 * stops at `limit` (migration 0024 orders work-start-date rows by decision), and the list is the
 * latest `limit` of the two: the read costs `limit` rows, not the day's approvals.
 */
export function approvedToday(db: Db, user: SessionUser, now: Date, limit: number) {
  const zone = entryTimeZone(user);
  const latest = (today: SQL) =>
    db
      .select({ id: entryRequests.id })
      .from(entryRequests)
      .where(and(entryScope(user), isApprovedRequest, today))
      .orderBy(desc(entryRequests.decidedAt))
      .limit(limit);
  const candidates = sql`(${latest(instantIsToday(entryRequests.decidedAt, now, zone))}
    union ${latest(dateIsToday(entryRequests.workStartDate, now, zone))})`;
  return selectSummaries(db)
    .where(inArray(entryRequests.id, candidates))
    .orderBy(desc(entryRequests.decidedAt))
    .limit(limit);
}

/**
 * The manager menu's two badges, counted where the rows are: open requests, and approved
 * scaffold or platform work starting today with nobody signed out yet (each site's own rule).
 */
export async function badgeCounts(db: Db, user: SessionUser, now: Date) {
  const [pending] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(entryRequests)
    .where(and(entryScope(user), isOpenRequest));
  const [scaffolding] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(entryRequests)
    .innerJoin(companies, eq(companies.id, entryRequests.companyId))
    .where(
      and(
        entryScope(user),
        isApprovedRequest,
        isNull(entryRequests.exitTime),
        dateIsToday(entryRequests.workStartDate, now, companies.timezone),
        sql`(trim(coalesce(${entryRequests.scaffoldingNumber}, '')) <> '' or trim(coalesce(${entryRequests.platformNumber}, '')) <> '')`,
      ),
    );
  return { pending: pending?.value ?? 0, scaffolding: scaffolding?.value ?? 0 };
}

/** One request with everything the details view shows, or null. */
export async function findDetails(db: Db, id: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      language: entryRequests.language,
      formVersion: entryRequests.formVersion,
      values: entryRequests.values,
      decidedBy: entryRequests.decidedBy,
      companyName: companies.name,
      siteLocation: sites.location,
    })
    .from(entryRequests)
    .innerJoin(sites, eq(sites.id, entryRequests.siteId))
    .innerJoin(companies, eq(companies.id, entryRequests.companyId))
    .leftJoin(decider, eq(decider.id, entryRequests.decidedBy))
    .where(eq(entryRequests.id, id));
  return row ?? null;
}

export function filesOfRequest(db: Db, entryRequestId: string) {
  return db
    .select({ id: entryRequestFiles.id, fieldId: entryRequestFiles.fieldId })
    .from(entryRequestFiles)
    .where(eq(entryRequestFiles.entryRequestId, entryRequestId))
    .orderBy(asc(entryRequestFiles.createdAt), asc(entryRequestFiles.id));
}

const actor = alias(users, 'actor');

/** The request's audit trail, oldest first: who changed what, when and why. */
export function auditOfRequest(db: Db, entryRequestId: string) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      fromStatus: auditLog.fromStatus,
      toStatus: auditLog.toStatus,
      reason: auditLog.reason,
      createdAt: auditLog.createdAt,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      actorUsername: actor.username,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entityType, 'entry_request'), eq(auditLog.entityId, entryRequestId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

export async function findSite(db: Db, siteId: number) {
  const [row] = await db
    .select({ id: sites.id, companyId: sites.companyId, name: sites.name })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row ?? null;
}
