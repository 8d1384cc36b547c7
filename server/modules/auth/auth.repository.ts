import { and, eq, getTableColumns, gt, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reachesEveryCompany, reachesEveryCompanySite } from '../../lib/scope';
import {
  companies,
  loginFailures,
  rememberTokens,
  sessions,
  sites,
  userSites,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/**
 * The user's columns, with isActive false also when his company is suspended by the platform
 * admin: every sign-in path (password, session, remember-me) then refuses him through one flag.
 */
const userColumns = {
  ...getTableColumns(users),
  isActive: sql<boolean>`(${users.isActive} and coalesce(${companies.status} = 'active', true))`,
};

export function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(sql`lower(${users.username}) = lower(${username})`)
    .then((rows) => rows[0] ?? null);
}

/** The sites a user works on, by name: all of the company's for admins, assigned ones otherwise. */
export async function sitesInScope(
  db: Db,
  user: UserRow,
): Promise<{ id: number; name: string; code: string }[]> {
  if (reachesEveryCompany(user) || user.companyId === null) return [];
  if (reachesEveryCompanySite(user)) {
    return db
      .select({ id: sites.id, name: sites.name, code: sites.code })
      .from(sites)
      .where(and(eq(sites.companyId, user.companyId), eq(sites.isActive, true)))
      .orderBy(sites.id);
  }
  return db
    .select({ id: sites.id, name: sites.name, code: sites.code })
    .from(userSites)
    .innerJoin(sites, eq(sites.id, userSites.siteId))
    .where(and(eq(userSites.userId, user.id), eq(sites.isActive, true)))
    .orderBy(sites.id);
}

export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: number; expiresAt: Date; isPersisted: boolean },
) {
  await db.insert(sessions).values(values);
}

/** The platform's user list shows each account's last sign-in. */
export async function recordSignIn(db: Db, userId: number, now: Date) {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}

export function findLiveSession(db: Db, tokenHash: string, now: Date) {
  return db
    .select({ session: sessions, user: userColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .then((rows) => rows[0] ?? null);
}

/**
 * Of the given sessions, those still live by the rules resolveSession applies: not past their
 * end, their user active, and either persisted or seen since `idleSince`.
 */
export function findLiveSessionHashes(
  db: Db,
  tokenHashes: string[],
  now: Date,
  idleSince: Date,
): Promise<string[]> {
  return db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        inArray(sessions.tokenHash, tokenHashes),
        gt(sessions.expiresAt, now),
        userColumns.isActive,
        or(eq(sessions.isPersisted, true), gte(sessions.lastSeenAt, idleSince)),
      ),
    )
    .then((rows) => rows.map((row) => row.tokenHash));
}

export async function touchSession(db: Db, tokenHash: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/** Deletes a session; returns whose it was, or null when there was none. */
export function deleteSession(db: Pick<Db, 'delete'>, tokenHash: string): Promise<number | null> {
  return db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ userId: sessions.userId })
    .then((rows) => rows[0]?.userId ?? null);
}

export function findUserById(db: Db, id: number): Promise<UserRow | null> {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .then((rows) => rows[0] ?? null);
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Ends every session of the user but the one given. */
export async function deleteOtherSessions(db: Db, userId: number, keptTokenHash: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keptTokenHash)));
}

export async function insertRememberToken(
  db: Db,
  values: { tokenHash: string; userId: number; expiresAt: Date },
) {
  await db.insert(rememberTokens).values(values);
}

/**
 * Deletes a remember-me token and returns what it held. Deleting first makes a token usable
 * once even when two requests race with it: only one of them gets the row back.
 */
export function takeRememberToken(db: Db, tokenHash: string) {
  return db
    .delete(rememberTokens)
    .where(eq(rememberTokens.tokenHash, tokenHash))
    .returning({ userId: rememberTokens.userId, expiresAt: rememberTokens.expiresAt })
    .then((rows) => rows[0] ?? null);
}

export async function deleteRememberToken(db: Db, tokenHash: string) {
  await db.delete(rememberTokens).where(eq(rememberTokens.tokenHash, tokenHash));
}

/** Forgets every remembered browser of the user but the one given (null: all of them). */
export async function deleteOtherRememberTokens(
  db: Db,
  userId: number,
  keptTokenHash: string | null,
) {
  await db
    .delete(rememberTokens)
    .where(
      keptTokenHash === null
        ? eq(rememberTokens.userId, userId)
        : and(eq(rememberTokens.userId, userId), ne(rememberTokens.tokenHash, keptTokenHash)),
    );
}

export type LoginFailureKind = (typeof loginFailures.$inferInsert)['kind'];

type Executor = Pick<Db, 'select' | 'insert' | 'delete' | 'execute'>;

/** How many failures one key has had since `since`, and when the latest was. */
export function loginFailureState(
  db: Executor,
  kind: LoginFailureKind,
  key: string,
  since: Date,
): Promise<{ count: number; latest: Date | null }> {
  return db
    .select({
      count: sql<number>`count(*)::int`,
      latest: sql<string | null>`max(${loginFailures.failedAt})`,
    })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.kind, kind),
        eq(loginFailures.key, key),
        gt(loginFailures.failedAt, since),
      ),
    )
    .then(([row]) => ({
      count: row?.count ?? 0,
      latest: row?.latest ? new Date(row.latest) : null,
    }));
}

/** Serializes the sign-in attempts on one key until the caller's transaction ends. */
export async function lockLoginKey(tx: Executor, kind: LoginFailureKind, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login ${kind} ${key}`}))`);
}

export function insertLoginFailures(
  db: Executor,
  rows: { kind: LoginFailureKind; key: string; failedAt: Date }[],
): Promise<number[]> {
  return db
    .insert(loginFailures)
    .values(rows)
    .returning({ id: loginFailures.id })
    .then((inserted) => inserted.map((row) => row.id));
}

export async function deleteLoginFailuresById(db: Db, ids: number[]) {
  if (ids.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
}

export async function deleteLoginFailures(db: Db, kind: LoginFailureKind, key: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.kind, kind), eq(loginFailures.key, key)));
}

export async function deleteLoginFailuresBefore(db: Db, before: Date) {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, before));
}
