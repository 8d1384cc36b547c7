import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestStatus } from '../../../shared/constants';
import type { HistoryFilters } from '../../../shared/schemas/entry-review.schemas';
import type { SessionUser } from '../../../shared/schemas/auth.schemas';
import type { Db } from '../../db/client';
import {
  auditLog,
  companies,
  entryForms,
  entryRequestFiles,
  entryRequests,
  sites,
  users,
} from '../../db/schema';
import { dayStart, localDay, localToday } from '../../lib/company-day';
import { siteIdsInScope } from '../../lib/scope';

const decider = alias(users, 'decider');

/** The selfie a list shows as a thumbnail (SPEC.md section 3 names the field selfiePhoto). */
export const selfieFileId = sql<string | null>`(
  select ${entryRequestFiles.id} from ${entryRequestFiles}
  where ${entryRequestFiles.entryRequestId} = ${entryRequests.id}
    and ${entryRequestFiles.fieldId} = 'selfiePhoto'
  order by ${entryRequestFiles.createdAt} limit 1)`;

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

/**
 * The requests a user may see (DESIGN.md section 6): his company and his sites, every site for
 * the super admin. Narrowed to one site when the caller asked for one already checked in scope.
 */
export function entryScope(user: SessionUser, siteId?: number): SQL {
  const conditions: SQL[] = [];
  const siteIds = siteIdsInScope(user);
  if (siteIds !== null) {
    if (user.companyId === null || siteIds.length === 0) return sql`false`;
    conditions.push(eq(entryRequests.companyId, user.companyId));
    conditions.push(inArray(entryRequests.siteId, siteIds));
  }
  if (siteId !== undefined) conditions.push(eq(entryRequests.siteId, siteId));
  return conditions.length > 0 ? and(...conditions)! : sql`true`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Name (either order), phone (with or without dashes) or request number. */
function searchCondition(q: string): SQL {
  const like = `%${escapeLike(q)}%`;
  const fullName = sql`${entryRequests.workerFirstName} || ' ' || ${entryRequests.workerLastName}`;
  const reversedName = sql`${entryRequests.workerLastName} || ' ' || ${entryRequests.workerFirstName}`;
  const conditions: SQL[] = [
    sql`${fullName} ilike ${like}`,
    sql`${reversedName} ilike ${like}`,
    sql`${entryRequests.workerPhone} ilike ${like}`,
  ];
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3) {
    conditions.push(
      sql`regexp_replace(${entryRequests.workerPhone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`,
    );
  }
  const number = /^#?(\d{1,9})$/.exec(q)?.[1];
  if (number) conditions.push(eq(entryRequests.requestNumber, Number(number)));
  return or(...conditions)!;
}

function historyCondition(user: SessionUser, filters: HistoryFilters): SQL {
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
  if (filters.q) conditions.push(searchCondition(filters.q));
  return and(...conditions)!;
}

const newestFirst = [desc(entryRequests.createdAt), desc(entryRequests.requestNumber)];

export async function historyPage(
  db: Db,
  user: SessionUser,
  filters: HistoryFilters,
  page: { limit: number; offset: number },
) {
  const where = historyCondition(user, filters);
  const [rows, [total]] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ value: count() })
      .from(entryRequests)
      .innerJoin(companies, eq(companies.id, entryRequests.companyId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export function historyForExport(
  db: Db,
  user: SessionUser,
  filters: HistoryFilters,
  limit: number,
) {
  return selectSummaries(db)
    .where(historyCondition(user, filters))
    .orderBy(...newestFirst)
    .limit(limit);
}

const OPEN_STATUSES: RequestStatus[] = ['pending', 'safety_manager_coming'];

/** Requests still waiting for a decision, oldest first: the queue's order of work. */
export function pendingRequests(
  db: Db,
  user: SessionUser,
  siteId: number | undefined,
  limit: number,
) {
  return selectSummaries(db)
    .where(and(entryScope(user, siteId), inArray(entryRequests.status, OPEN_STATUSES)))
    .orderBy(asc(entryRequests.createdAt), asc(entryRequests.requestNumber))
    .limit(limit);
}

/**
 * Approved requests that matter today: work starting today or approved today, in each company's
 * day. The shell's badge keeps those with no exit and a scaffold or platform (SPEC.md section 7).
 */
export function approvedToday(db: Db, user: SessionUser, now: Date, limit: number) {
  const today = localToday(now, companies.timezone);
  return selectSummaries(db)
    .where(
      and(
        entryScope(user),
        eq(entryRequests.status, 'approved'),
        or(
          sql`${entryRequests.workStartDate} = ${today}`,
          sql`${localDay(entryRequests.decidedAt, companies.timezone)} = ${today}`,
        ),
      ),
    )
    .orderBy(desc(entryRequests.decidedAt))
    .limit(limit);
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

export async function findFormVersion(db: Db, siteId: number, version: number) {
  const [row] = await db
    .select({ fields: entryForms.fields })
    .from(entryForms)
    .where(and(eq(entryForms.siteId, siteId), eq(entryForms.version, version)));
  return row?.fields ?? null;
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
