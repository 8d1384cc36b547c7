import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './auth.repository';

/**
 * Failed sign-ins (docs/decisions/024): a few are free, then each further one must wait 30 s,
 * then twice as long as the last wait, up to 15 minutes. Failures older than the window count for nobody.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  freePerUsername: 5,
  freePerAddress: 30,
  /**
   * Failures an address may have for a username before that username's delay binds it: the
   * real user's typo or two from a clean address never meets a stranger's delay.
   */
  freePerAddressUsername: 3,
  firstDelayMs: 30 * 1000,
  maxDelayMs: 15 * 60 * 1000,
} as const;

export interface LoginCaller {
  username: string;
  address: string;
}

/** The wait after `failures` failures: none while some are free, then 30 s, 1 min, 2 min ... */
export function delayAfterFailures(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LOGIN_THROTTLE.maxDelayMs, LOGIN_THROTTLE.firstDelayMs * 2 ** (failures - free));
}

// Parallel attempts take `now` before they queue for the lock, so the latest failure may be
// later than this attempt's clock: without a delay due, that gap must not count as a wait.
function waitMs(state: { count: number; latest: Date | null }, free: number, now: Date) {
  const delay = delayAfterFailures(state.count, free);
  if (!state.latest || delay === 0) return 0;
  return Math.max(0, state.latest.getTime() + delay - now.getTime());
}

const keysOf = (caller: LoginCaller) => {
  const username = caller.username.trim().toLowerCase();
  return { username, address: caller.address, pair: `${caller.address} ${username}` };
};

/** A sign-in attempt under way: counted as a failure until it turns out right. */
export interface LoginAttempt {
  caller: LoginCaller;
  failureIds: number[];
}

/**
 * Checks the limits and counts the attempt as a failure in one serialized step per username
 * and address, so parallel guesses cannot all pass the check before any is counted. The
 * username's limit binds only an address that has itself failed a few times for that username:
 * a stranger's guesses slow the stranger down, not the real user who mistypes once from his own
 * address.
 */
export async function beginLoginAttempt(
  db: Db,
  caller: LoginCaller,
  now: Date,
): Promise<LoginAttempt> {
  const keys = keysOf(caller);
  const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const failureIds = await db.transaction(async (tx) => {
    // Always username before address, so two attempts never wait for each other's lock.
    await repo.lockLoginKey(tx, 'username', keys.username);
    await repo.lockLoginKey(tx, 'address', keys.address);
    const address = await repo.loginFailureState(tx, 'address', keys.address, since);
    const pair = await repo.loginFailureState(tx, 'address_username', keys.pair, since);
    let wait = waitMs(address, LOGIN_THROTTLE.freePerAddress, now);
    if (pair.count >= LOGIN_THROTTLE.freePerAddressUsername) {
      const username = await repo.loginFailureState(tx, 'username', keys.username, since);
      wait = Math.max(wait, waitMs(username, LOGIN_THROTTLE.freePerUsername, now));
    }
    if (wait > 0) {
      throw new AppError(429, 'TOO_MANY_REQUESTS', undefined, {
        retryAfterSeconds: Math.ceil(wait / 1000),
      });
    }
    return repo.insertLoginFailures(tx, [
      { kind: 'username', key: keys.username, failedAt: now },
      { kind: 'address', key: keys.address, failedAt: now },
      { kind: 'address_username', key: keys.pair, failedAt: now },
    ]);
  });
  // Old rows count for nobody; dropping them here keeps the table at a few rows per attacker.
  await repo.deleteLoginFailuresBefore(db, since);
  return { caller, failureIds };
}

/** The attempt was right: it was no failure, and the username's failures are forgiven. */
export async function loginSucceeded(db: Db, attempt: LoginAttempt) {
  const keys = keysOf(attempt.caller);
  await repo.deleteLoginFailuresById(db, attempt.failureIds);
  await repo.deleteLoginFailures(db, 'username', keys.username);
  await repo.deleteLoginFailures(db, 'address_username', keys.pair);
}
