import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';

/** How many of a company's latest changes its card shows. */
const TIMELINE_LENGTH = 30;

export function timeline(db: Db, companyId: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      action: auditLog.action,
      actorName: sql<
        string | null
      >`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`,
      fromStatus: auditLog.fromStatus,
      toStatus: auditLog.toStatus,
      reason: auditLog.reason,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(eq(auditLog.companyId, companyId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(TIMELINE_LENGTH);
}
