import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import {
  auditLog,
  companies,
  entryRequests,
  equipment,
  rollCalls,
  sites,
  users,
} from '../../db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const subjectUser = alias(users, 'subject_user');
const subjectSite = alias(sites, 'subject_site');
const rollCallSite = alias(sites, 'roll_call_site');

/** The row's object, when it is one of these kinds of the same company (text ids compared). */
const isSubject = (entityType: string, id: SQLWrapper) =>
  sql`${auditLog.entityType} = ${entityType} and ${auditLog.entityId} = ${id}::text`;

/** A page of the company's audit rows, newest first, one more than asked to tell if more follow. */
export function companyAuditPage(
  db: Db,
  filter: { companyId: number; action?: string; from?: string; to?: string },
  page: { limit: number; offset: number },
) {
  const day = sql`(${auditLog.createdAt} at time zone ${companies.timezone})::date`;
  const conditions: SQL[] = [eq(auditLog.companyId, filter.companyId)];
  if (filter.action)
    conditions.push(sql`${auditLog.action} like ${`${escapeLike(filter.action)}%`}`);
  if (filter.from) conditions.push(sql`${day} >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`${day} <= ${filter.to}::date`);
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      fromStatus: auditLog.fromStatus,
      toStatus: auditLog.toStatus,
      reason: auditLog.reason,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorUsername: users.username,
      createdAt: auditLog.createdAt,
      // What the row concerns, by name, so the log reads as sentences (docs/back-office.md).
      requestNumber: entryRequests.requestNumber,
      workerFirstName: entryRequests.workerFirstName,
      workerLastName: entryRequests.workerLastName,
      siteName: sql<string | null>`coalesce(${subjectSite.name}, ${rollCallSite.name})`,
      userFirstName: subjectUser.firstName,
      userLastName: subjectUser.lastName,
      userUsername: subjectUser.username,
      equipmentValue: equipment.value,
    })
    .from(auditLog)
    .innerJoin(companies, eq(companies.id, auditLog.companyId))
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(
      entryRequests,
      and(
        isSubject('entry_request', sql`${entryRequests.id}`),
        eq(entryRequests.companyId, auditLog.companyId),
      ),
    )
    .leftJoin(
      subjectSite,
      and(isSubject('site', subjectSite.id), eq(subjectSite.companyId, auditLog.companyId)),
    )
    .leftJoin(
      rollCalls,
      and(
        isSubject('roll_call', sql`${rollCalls.id}`),
        eq(rollCalls.companyId, auditLog.companyId),
      ),
    )
    .leftJoin(rollCallSite, eq(rollCallSite.id, rollCalls.siteId))
    .leftJoin(
      subjectUser,
      and(isSubject('user', subjectUser.id), eq(subjectUser.companyId, auditLog.companyId)),
    )
    .leftJoin(
      equipment,
      and(
        isSubject('equipment', sql`${equipment.id}`),
        eq(equipment.companyId, auditLog.companyId),
      ),
    )
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}
