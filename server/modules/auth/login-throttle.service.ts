import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './auth.repository';

/**
 * Failed sign-ins allowed in a sliding window (DESIGN.md section 7): a few per username against
 * guessing one account's password, more per address because an office shares one address.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxPerUsername: 5,
  maxPerAddress: 20,
} as const;

export interface LoginCaller {
  username: string;
  address: string;
}

const usernameKey = (username: string) => username.trim().toLowerCase();

/** Seconds until the caller may try again, or 0 when neither limit is reached. */
async function secondsUntilAllowed(db: Db, caller: LoginCaller, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const limits = [
    { kind: 'username', key: usernameKey(caller.username), max: LOGIN_THROTTLE.maxPerUsername },
    { kind: 'address', key: caller.address, max: LOGIN_THROTTLE.maxPerAddress },
  ] as const;
  let waitMs = 0;
  for (const { kind, key, max } of limits) {
    const failures = await repo.recentLoginFailures(db, kind, key, since, max);
    // The window reopens when the oldest of the last `max` failures leaves it.
    const oldestCounted = failures[max - 1];
    if (oldestCounted) {
      waitMs = Math.max(waitMs, oldestCounted.getTime() + LOGIN_THROTTLE.windowMs - now.getTime());
    }
  }
  return Math.ceil(waitMs / 1000);
}

/** Refuses a sign-in attempt with 429 and the seconds to wait when a limit is reached. */
export async function assertLoginAllowed(db: Db, caller: LoginCaller, now: Date) {
  const retryAfterSeconds = await secondsUntilAllowed(db, caller, now);
  if (retryAfterSeconds > 0) {
    throw new AppError(429, 'TOO_MANY_REQUESTS', undefined, { retryAfterSeconds });
  }
}

export async function recordLoginFailure(db: Db, caller: LoginCaller, now: Date) {
  // Old rows count for nobody; dropping them here keeps the table at a few rows per attacker.
  await repo.deleteLoginFailuresBefore(db, new Date(now.getTime() - LOGIN_THROTTLE.windowMs));
  await repo.insertLoginFailures(db, [
    { kind: 'username', key: usernameKey(caller.username), failedAt: now },
    { kind: 'address', key: caller.address, failedAt: now },
  ]);
}

/** A successful sign-in forgives the username's failures (the address keeps its count). */
export async function clearUsernameFailures(db: Db, username: string) {
  await repo.deleteLoginFailures(db, 'username', usernameKey(username));
}
