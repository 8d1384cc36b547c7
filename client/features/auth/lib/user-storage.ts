import { SessionUserSchema, type SessionUser } from '@shared/schemas/auth.schemas';

/** The browser-storage keys that belong to the signed-in user. */
export const USER_KEYS = {
  userData: 'userData',
  userRole: 'userRole',
  username: 'username',
  currentUser: 'currentUser',
  userFullName: 'userFullName',
  userSiteName: 'userSiteName',
  openEntryRequestId: 'openEntryRequestId',
} as const;

/** Flags and preferences that outlive a sign-out. */
export const SESSION_FLAGS = {
  userLoggedOut: 'userLoggedOut',
  manualLogout: 'manualLogout',
  rememberPreference: 'rememberPreference',
  savedUsername: 'savedUsername',
  /** The staff page last open and whose it was: the next sign-in of that user returns to it. */
  lastVisitedPath: 'lastVisitedPath',
} as const;

// Storage can be blocked (private mode, embedded browsers); signing in must still work.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to keep it in; the session cookie still carries the sign-in.
  }
}

function remove(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}

/** The last sign-out, manual or automatic, has not been followed by a sign-in. */
export function hasSignedOut(): boolean {
  return read(SESSION_FLAGS.userLoggedOut) !== null;
}

/** Writes the user keys; called after every answer that carries the user. */
export function storeUser(user: SessionUser) {
  const json = JSON.stringify(user);
  write(USER_KEYS.userData, json);
  write(USER_KEYS.currentUser, json);
  write(USER_KEYS.userRole, user.role);
  write(USER_KEYS.username, user.username);
  write(USER_KEYS.userFullName, user.fullName);
  write(USER_KEYS.userSiteName, user.siteName ?? '');
}

/**
 * After a sign-in: the user keys, the sign-out flags cleared, and "remember me" saved or
 * forgotten as the user chose.
 */
export function storeSignedInUser(user: SessionUser, options: { remember: boolean }) {
  storeUser(user);
  remove(SESSION_FLAGS.userLoggedOut);
  remove(SESSION_FLAGS.manualLogout);
  if (options.remember) {
    write(SESSION_FLAGS.rememberPreference, 'true');
    write(SESSION_FLAGS.savedUsername, user.username);
  } else {
    forgetRememberedUser();
  }
}

export function forgetRememberedUser() {
  remove(SESSION_FLAGS.rememberPreference);
  remove(SESSION_FLAGS.savedUsername);
}

/** Removes every user key and marks the sign-out; a manual one also blocks auto-login. */
export function clearUserData(options: { manual: boolean }) {
  for (const key of Object.values(USER_KEYS)) remove(key);
  write(SESSION_FLAGS.userLoggedOut, 'true');
  if (options.manual) write(SESSION_FLAGS.manualLogout, 'true');
}

/** Forgets the user keys without marking a sign-out: the server says the session is gone. */
export function dropStaleUser() {
  for (const key of Object.values(USER_KEYS)) remove(key);
}

export type StoredUser =
  { kind: 'user'; user: SessionUser } | { kind: 'none' } | { kind: 'unreadable' };

/** The user kept by the last sign-in; data that does not parse is reported, not trusted. */
export function readStoredUser(): StoredUser {
  const raw = read(USER_KEYS.userData);
  if (raw === null) return { kind: 'none' };
  try {
    const parsed = SessionUserSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return { kind: 'user', user: parsed.data };
  } catch {
    // Reported below together with data of the wrong shape.
  }
  console.error('The stored user data (userData) cannot be read; asking the server instead.');
  return { kind: 'unreadable' };
}

/** The username to sign in automatically on /login, or null. */
export function autoLoginUsername(): string | null {
  const isRemembered = isRememberPreferred();
  const hasLoggedOut = hasSignedOut() || read(SESSION_FLAGS.manualLogout) !== null;
  const username = read(SESSION_FLAGS.savedUsername);
  return isRemembered && !hasLoggedOut && username ? username : null;
}

export function isRememberPreferred(): boolean {
  return read(SESSION_FLAGS.rememberPreference) === 'true';
}

/** A staff screen's address of this app: not another site's, not the worker's pages. */
const STAFF_ADDRESS = /^\/(manager|admin|agent)(?:[/?#]|$)/;

/** Keeps the staff page open now, for this user's next sign-in (after the 2-hour sign-out). */
export function rememberLastPage(username: string, path: string) {
  if (STAFF_ADDRESS.test(path))
    write(SESSION_FLAGS.lastVisitedPath, JSON.stringify({ username, path }));
}

/** The page this user had open when his last session ended, or null (another user's is not his). */
export function lastPageOf(username: string): string | null {
  try {
    const kept = JSON.parse(read(SESSION_FLAGS.lastVisitedPath) ?? 'null') as unknown;
    if (typeof kept !== 'object' || kept === null) return null;
    const { username: owner, path } = kept as Record<string, unknown>;
    const isTheirs = typeof owner === 'string' && owner.toLowerCase() === username.toLowerCase();
    return isTheirs && typeof path === 'string' && STAFF_ADDRESS.test(path) ? path : null;
  } catch {
    return null;
  }
}

export function savedUsername(): string {
  return read(SESSION_FLAGS.savedUsername) ?? '';
}
