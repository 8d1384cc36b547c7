import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, rememberTokens, sessions, sites, userSites, users } from '../../db/schema';
import { publishInTransaction } from '../../realtime/publish';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const columns = {
  id: users.id,
  username: users.username,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  email: users.email,
  companyId: users.companyId,
  companyName: companies.name,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

/** Users with their company's name and assigned sites; no filter lists everybody. */
export async function listUsers(db: Db, filter: { companyId?: number; userId?: number } = {}) {
  const conditions: SQL[] = [];
  if (filter.companyId !== undefined) conditions.push(eq(users.companyId, filter.companyId));
  if (filter.userId !== undefined) conditions.push(eq(users.id, filter.userId));
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(users.username));
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
        .select({ userId: userSites.userId, siteId: userSites.siteId })
        .from(userSites)
        .where(inArray(userSites.userId, ids))
        .orderBy(asc(userSites.siteId))
    : [];
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    siteIds: links.filter((l) => l.userId === row.id).map((l) => l.siteId),
  }));
}

export function findManagedUser(db: Db, id: number) {
  return listUsers(db, { userId: id }).then((rows) => rows[0] ?? null);
}

/** Is the username taken by anybody but `exceptId`, regardless of case? */
export function isUsernameTaken(db: Pick<Db, 'select'>, username: string, exceptId?: number) {
  const sameName = sql`lower(${users.username}) = lower(${username})`;
  return db
    .select({ id: users.id })
    .from(users)
    .where(exceptId === undefined ? sameName : and(sameName, ne(users.id, exceptId)))
    .then((rows) => rows.length > 0);
}

/** The ids among `siteIds` that belong to the company. */
export function companySiteIds(db: Pick<Db, 'select'>, companyId: number, siteIds: number[]) {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.companyId, companyId), inArray(sites.id, siteIds)))
    .then((rows) => rows.map((r) => r.id));
}

export async function insertUser(tx: Executor, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUser(
  tx: Executor,
  id: number,
  values: Partial<Omit<typeof users.$inferInsert, 'id'>>,
) {
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function replaceUserSites(tx: Executor, userId: number, siteIds: number[]) {
  await tx.delete(userSites).where(eq(userSites.userId, userId));
  if (siteIds.length)
    await tx.insert(userSites).values(siteIds.map((siteId) => ({ userId, siteId })));
}

/**
 * Ends every session and remember-me token of a user, after a reset or a deactivation, and
 * closes his open live connections on every instance once the transaction commits.
 */
export async function revokeLogins(tx: Executor & Pick<Db, 'execute'>, userId: number) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(rememberTokens).where(eq(rememberTokens.userId, userId));
  await publishInTransaction(tx, { type: 'staff_access_changed', userId });
}
