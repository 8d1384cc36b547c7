import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, companies, users } from '../../db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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
    })
    .from(auditLog)
    .innerJoin(companies, eq(companies.id, auditLog.companyId))
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}
