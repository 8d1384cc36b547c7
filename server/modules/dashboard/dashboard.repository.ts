import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../../shared/schemas/auth.schemas';
import type { Db } from '../../db/client';
import { auditLog, companies, entryRequests, sites, users } from '../../db/schema';
import { localDay, localToday } from '../../lib/company-day';
import { entryScope } from '../entry-review/entry-review.repository';

const DAY_MS = 86_400_000;

/** Today's figures in each company's day; only recent or open requests can count. */
export async function todayCounts(
  db: Db,
  user: SessionUser,
  siteId: number | undefined,
  now: Date,
) {
  const decidedToday = sql`${localDay(entryRequests.decidedAt, companies.timezone)} = ${localToday(now, companies.timezone)}`;
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${entryRequests.status} in ('pending', 'safety_manager_coming'))::int`,
      approved: sql<number>`count(*) filter (where ${entryRequests.status} = 'approved' and ${decidedToday})::int`,
      rejected: sql<number>`count(*) filter (where ${entryRequests.status} = 'rejected' and ${decidedToday})::int`,
      onSite: sql<number>`count(*) filter (where ${entryRequests.status} = 'approved' and ${entryRequests.exitTime} is null and ${decidedToday})::int`,
    })
    .from(entryRequests)
    .innerJoin(companies, eq(companies.id, entryRequests.companyId))
    .where(
      and(
        entryScope(user, siteId),
        or(
          inArray(entryRequests.status, ['pending', 'safety_manager_coming']),
          gte(entryRequests.decidedAt, new Date(now.getTime() - 2 * DAY_MS)),
        ),
      ),
    );
  return row ?? { pending: 0, approved: 0, rejected: 0, onSite: 0 };
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
    .innerJoin(
      entryRequests,
      and(eq(auditLog.entityType, 'entry_request'), eq(auditLog.entityId, entryRequests.id)),
    )
    .innerJoin(sites, eq(sites.id, entryRequests.siteId))
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .where(entryScope(user, siteId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

export async function companyTimeZone(db: Db, companyId: number) {
  const [row] = await db
    .select({ timeZone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.timeZone ?? null;
}
