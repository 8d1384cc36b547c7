import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AccessKind } from '@shared/schemas/access-log.schemas';
import type { Db } from '../../db/client';
import { companies, dataAccessLog, entryRequests, users } from '../../db/schema';

export interface AccessRow {
  companyId: number | null;
  userId: number;
  kind: AccessKind;
  subject: string;
  address: string;
  createdAt: Date;
  /** When the reader's company is not the data's (the platform's staff), the request names it. */
  entryRequestId?: string;
}

/** Writes a batch of reads in one insert, each under the company whose data it was. */
export async function insertAccessRows(db: Db, rows: readonly AccessRow[]) {
  const unknown = [
    ...new Set(
      rows.flatMap((r) => (r.companyId === null && r.entryRequestId ? [r.entryRequestId] : [])),
    ),
  ];
  const companyOf = new Map(
    unknown.length === 0
      ? []
      : (
          await db
            .select({ id: entryRequests.id, companyId: entryRequests.companyId })
            .from(entryRequests)
            .where(inArray(entryRequests.id, unknown))
        ).map((r) => [r.id, r.companyId]),
  );
  await db.insert(dataAccessLog).values(
    rows.map((r) => ({
      companyId: r.companyId ?? (r.entryRequestId ? companyOf.get(r.entryRequestId) : null) ?? null,
      userId: r.userId,
      kind: r.kind,
      subject: r.subject,
      address: r.address,
      createdAt: r.createdAt,
    })),
  );
}

/** A page of the company's reads, newest first, one more than asked to tell if more follow. */
export function companyAccessPage(
  db: Db,
  filter: { companyId: number; userId?: number; kind?: AccessKind; from?: string; to?: string },
  page: { limit: number; offset: number },
) {
  const day = sql`(${dataAccessLog.createdAt} at time zone ${companies.timezone})::date`;
  const conditions: SQL[] = [eq(dataAccessLog.companyId, filter.companyId)];
  if (filter.userId) conditions.push(eq(dataAccessLog.userId, filter.userId));
  if (filter.kind) conditions.push(eq(dataAccessLog.kind, filter.kind));
  if (filter.from) conditions.push(sql`${day} >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`${day} <= ${filter.to}::date`);
  return db
    .select({
      id: dataAccessLog.id,
      kind: dataAccessLog.kind,
      subject: dataAccessLog.subject,
      address: dataAccessLog.address,
      userId: dataAccessLog.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      createdAt: dataAccessLog.createdAt,
    })
    .from(dataAccessLog)
    .innerJoin(companies, eq(companies.id, dataAccessLog.companyId))
    .leftJoin(users, eq(users.id, dataAccessLog.userId))
    .where(and(...conditions))
    .orderBy(desc(dataAccessLog.createdAt), desc(dataAccessLog.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

/** Removes the reads recorded before the cut-off; returns how many. */
export function deleteAccessRowsBefore(db: Db, cutOff: Date): Promise<number> {
  return db
    .delete(dataAccessLog)
    .where(lt(dataAccessLog.createdAt, cutOff))
    .returning({ id: dataAccessLog.id })
    .then((rows) => rows.length);
}
