import { isMainAccount } from '@shared/access/policy';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_PERSISTED_ABSOLUTE_MS,
} from '@shared/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  hashPassword,
  imitateVerification,
  randomToken,
  sha256,
  verifyPassword,
} from '../../lib/crypto';
import { publishInTransaction } from '../../realtime/publish';
import * as repo from './auth.repository';
import * as throttle from './login-throttle.service';
import * as rememberMe from './remember-me.service';

/** Seen by a request: the user and the facts of the session that carries him. */
export interface SessionContext {
  tokenHash: string;
  user: SessionUser;
  isPersisted: boolean;
}

export async function toSessionUser(
  db: Db,
  user: repo.UserRow,
  mainAccountUsernames: readonly string[],
): Promise<SessionUser> {
  const scope = await repo.sitesInScope(db, user);
  const first = scope[0] ?? null;
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim() || user.username,
    companyId: user.companyId,
    siteId: first?.id ?? null,
    siteName: first?.name ?? null,
    siteCode: first?.code ?? null,
    siteIds: scope.map((s) => s.id),
    isMainAccount: isMainAccount(user, mainAccountUsernames),
  };
}

/**
 * The user as a session of his would see him now, or null once he is gone or inactive: for a
 * proof that is not a session (a notification's button), checked when it is used.
 */
export async function currentSessionUser(
  db: Db,
  userId: number,
  mainAccountUsernames: readonly string[],
): Promise<SessionUser | null> {
  const user = await repo.findUserById(db, userId);
  if (!user?.isActive) return null;
  return toSessionUser(db, user, mainAccountUsernames);
}

export interface SessionOptions {
  persistedUsername: string | null;
  /** The platform's main accounts, named in the configuration. */
  mainAccountUsernames: readonly string[];
  now?: Date;
}

/** A new session, and the new remember-me token when one was asked for or spent. */
export interface OpenedSession {
  token: string;
  user: SessionUser;
  rememberToken: string | null;
}

/**
 * Checks the password and opens a session. The returned token goes into the cookie; only its
 * hash is stored (docs/access.md). Every attempt counts as a failure until the password
 * proves right, and a caller over a limit gets 429 before the password is even looked at.
 */
export async function login(
  db: Db,
  input: {
    username: string;
    password: string;
    remember?: boolean;
    /** The browser's current remember-me token: replaced or forgotten by this sign-in. */
    rememberToken: string | undefined;
  },
  options: SessionOptions & { address: string },
): Promise<OpenedSession> {
  const now = options.now ?? new Date();
  const caller = { username: input.username, address: options.address };
  const attempt = await throttle.beginLoginAttempt(db, caller, now);
  const user = await repo.findUserByUsername(db, input.username);
  // An unknown username takes as long as a wrong password, in the same queue, without a hash.
  const isValid = user
    ? await verifyPassword(input.password, user.passwordHash, options.address)
    : await imitateVerification(options.address);
  if (!user || !isValid) throw new AppError(401, 'INVALID_CREDENTIALS');
  await throttle.loginSucceeded(db, attempt);
  if (!user.isActive) throw new AppError(403, 'ACCOUNT_INACTIVE');
  const session = await openSession(db, user, { ...options, now });
  await rememberMe.forgetRememberToken(db, input.rememberToken);
  const rememberToken = input.remember
    ? await rememberMe.issueRememberToken(db, user.id, now)
    : null;
  return { ...session, rememberToken };
}

/**
 * Signs in with the browser's remember-me cookie for the username it saved.
 * The token is replaced by a new one; a username without a matching token gets 401.
 */
export async function autoLogin(
  db: Db,
  input: { username: string; rememberToken: string | undefined },
  options: SessionOptions,
): Promise<OpenedSession> {
  const now = options.now ?? new Date();
  const user = await rememberMe.redeemRememberToken(
    db,
    { token: input.rememberToken, username: input.username },
    now,
  );
  const session = await openSession(db, user, { ...options, now });
  return { ...session, rememberToken: await rememberMe.issueRememberToken(db, user.id, now) };
}

export async function openSession(db: Db, user: repo.UserRow, options: SessionOptions) {
  const now = options.now ?? new Date();
  const token = randomToken(32);
  const isPersisted =
    options.persistedUsername !== null &&
    user.username.toLowerCase() === options.persistedUsername.toLowerCase();
  await repo.insertSession(db, {
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(
      now.getTime() + (isPersisted ? SESSION_PERSISTED_ABSOLUTE_MS : SESSION_ABSOLUTE_MS),
    ),
    isPersisted,
  });
  await repo.recordSignIn(db, user.id, now);
  return { token, user: await toSessionUser(db, user, options.mainAccountUsernames) };
}

const TOUCH_EVERY_MS = 60_000;

/** The session behind a cookie token, or null when absent, expired, idle too long or inactive. */
export async function resolveSession(
  db: Db,
  token: string,
  now = new Date(),
  mainAccountUsernames: readonly string[] = [],
): Promise<SessionContext | null> {
  const tokenHash = sha256(token);
  const found = await repo.findLiveSession(db, tokenHash, now);
  if (!found || !found.user.isActive) return null;
  const idleMs = now.getTime() - found.session.lastSeenAt.getTime();
  if (!found.session.isPersisted && idleMs > SESSION_IDLE_MS) {
    await repo.deleteSession(db, tokenHash);
    return null;
  }
  // Sliding the idle window costs a write; once a minute is precise enough for a 2-hour window.
  if (idleMs > TOUCH_EVERY_MS) await repo.touchSession(db, tokenHash, now);
  return {
    tokenHash,
    user: await toSessionUser(db, found.user, mainAccountUsernames),
    isPersisted: found.session.isPersisted,
  };
}

/**
 * Which of these sessions HTTP would still accept now: an open staff socket asks this
 * periodically, so it ends with its session whichever limit ended it.
 */
export async function liveSessionHashes(
  db: Db,
  tokenHashes: string[],
  now = new Date(),
): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  return new Set(await repo.findLiveSessionHashes(db, tokenHashes, now, idleSince));
}

/** Ends the session and forgets the browser's remember-me token, whichever of them it sent. */
export async function logout(
  db: Db,
  tokens: { session: string | undefined; remember: string | undefined },
) {
  const sessionHash = tokens.session ? sha256(tokens.session) : null;
  if (sessionHash) {
    await db.transaction(async (tx) => {
      const userId = await repo.deleteSession(tx, sessionHash);
      // His open staff sockets, on every instance, still carry the scope of the ended session.
      if (userId !== null) await publishInTransaction(tx, { type: 'staff_access_changed', userId });
    });
  }
  await rememberMe.forgetRememberToken(db, tokens.remember);
}

/**
 * Replaces the signed-in user's password after checking the current one. Every other session
 * and remembered browser of the user ends; the one making the change stays signed in.
 */
export async function changePassword(
  db: Db,
  session: SessionContext,
  input: { currentPassword: string; newPassword: string; rememberToken: string | undefined },
  now = new Date(),
) {
  const user = await repo.findUserById(db, session.user.id);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED');
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError(400, 'WRONG_CURRENT_PASSWORD');
  }
  await repo.updatePasswordHash(db, user.id, await hashPassword(input.newPassword), now);
  await repo.deleteOtherSessions(db, user.id, session.tokenHash);
  await repo.deleteOtherRememberTokens(
    db,
    user.id,
    input.rememberToken ? sha256(input.rememberToken) : null,
  );
}
