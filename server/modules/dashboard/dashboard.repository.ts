import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { Db } from '../../db/client';
import { auditLog, companies, entryRequests, sites, users } from '../../db/schema';
import { dayStart, instantIsToday, localDay } from '../../lib/company-day';
import { isApprovedRequest, isOpenRequest } from '../../db/entry-request-conditions';
import { entryScope, reachesEveryCompany } from '../../lib/scope';

const DAY_MS = 86_400_000;

/**
 * Today's figures in each company's day: open requests through their partial index, and
 * today's decisions through a range on decided_at, so neither grows with the history.
 */
export async function todayCounts(
  db: Db,
  user: SessionUser,
  siteId: number | undefined,
  now: Date,
) {
  const [[open], [decided]] = await Promise.all([
    db
      .select({ pending: sql<number>`count(*)::int` })
      .from(entryRequests)
      .where(and(entryScope(user, siteId), isOpenRequest)),
    db
      .select({
        approved: sql<number>`count(*) filter (where ${isApprovedRequest})::int`,
        rejected: sql<number>`count(*) filter (where ${entryRequests.status} = 'rejected')::int`,
        onSite: sql<number>`count(*) filter (where ${isApprovedRequest} and ${entryRequests.exitTime} is null)::int`,
      })
      .from(entryRequests)
      .innerJoin(companies, eq(companies.id, entryRequests.companyId))
      .where(
        and(
          entryScope(user, siteId),
          instantIsToday(entryRequests.decidedAt, now, companies.timezone),
        ),
      ),
  ]);
  return {
    pending: open?.pending ?? 0,
    approved: decided?.approved ?? 0,
    rejected: decided?.rejected ?? 0,
    onSite: decided?.onSite ?? 0,
  };
}

/** Submissions per company day since `days` days ago (the caller fills the empty days). */
export function submissionsPerDay(
  db: Db,
  user: SessionUser,
  siteId: number | undefined,
  now: Date,
  days: number,
) {
  const day = localDay(entryRequests.createdAt, companies.timezone);
  return db
    .select({ date: sql<string>`${day}::text`, count: sql<number>`count(*)::int` })
    .from(entryRequests)
    .innerJoin(companies, eq(companies.id, entryRequests.companyId))
    .where(
      and(
        entryScope(user, siteId),
        gte(entryRequests.createdAt, new Date(now.getTime() - (days + 1) * DAY_MS)),
      ),
    )
    .groupBy(day);
}

/** Submissions since the start of `today`, a company day (ISO date) in the company's zone. */
export async function submissionsToday(
  db: Db,
  user: SessionUser,
  siteId: number | undefined,
  today: string,
) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(entryRequests)
    .innerJoin(companies, eq(companies.id, entryRequests.companyId))
    .where(
      and(
        entryScope(user, siteId),
        gte(entryRequests.createdAt, dayStart(today, companies.timezone)),
      ),
    );
  return row?.count ?? 0;
}

export function latestSubmissions(
  db: Db,
  user: SessionUser,
  siteId: number | undefined,
  limit: number,
) {
  return db
    .select({
      at: entryRequests.createdAt,
      entryRequestId: entryRequests.id,
      requestNumber: entryRequests.requestNumber,
      firstName: entryRequests.workerFirstName,
      lastName: entryRequests.workerLastName,
      siteName: sites.name,
    })
    .from(entryRequests)
    .innerJoin(sites, eq(sites.id, entryRequests.siteId))
    .where(entryScope(user, siteId))
    .orderBy(desc(entryRequests.createdAt))
    .limit(limit);
}

const actor = alias(users, 'actor');

/**
 * Audit rows of requests, narrowed on the audit table itself to the user's company: the feed's
 * index is read newest first and stops at the limit instead of joining the whole history.
 */
function requestAuditOfCompany(user: SessionUser): SQL {
  const ofRequests = sql`${auditLog.entityType} = 'entry_request'`;
  if (reachesEveryCompany(user)) return ofRequests;
  if (user.companyId === null) return sql`false`;
  return and(ofRequests, eq(auditLog.companyId, user.companyId))!;
}

/** The latest audit rows of requests in scope: decisions and exits, with who made them. */
export function latestRequestAudit(
  db: Db,
  user: SessionUser,
  siteId: number | undefined,
  limit: number,
) {
  return db
    .select({
      at: auditLog.createdAt,
      action: auditLog.action,
      fromStatus: auditLog.fromStatus,
      toStatus: auditLog.toStatus,
      reason: auditLog.reason,
      entryRequestId: entryRequests.id,
      requestNumber: entryRequests.requestNumber,
      firstName: entryRequests.workerFirstName,
      lastName: entryRequests.workerLastName,
      siteName: sites.name,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      actorUsername: actor.username,
    })
    .from(auditLog)
    .innerJoin(entryRequests, eq(auditLog.entityId, entryRequests.id))
    .innerJoin(sites, eq(sites.id, entryRequests.siteId))
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .where(and(requestAuditOfCompany(user), entryScope(user, siteId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
