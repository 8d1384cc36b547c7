import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { FairQueue } from './fair-queue';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** scrypt's work factors; a stored hash names its own, so verification needs no setting. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

// OWASP's scrypt floor: N=2^17, r=8, p=1 (about 128 MiB of work memory, ~100 ms).
const COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const MAX_MEMORY = 256 * 1024 * 1024;
const KEY_LENGTH = 32;

/** A random token for URLs and cookies: `bytes` random bytes, base64url. */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Every scrypt of the process goes through one queue (PASSWORD_HASH_CONCURRENCY at a time, the
 * callers' addresses served in turn: docs/decisions/045), so a burst of sign-ins from one address
 * neither fills the thread pool nor the memory, nor keeps anyone else's sign-in waiting.
 */
const hashing = new FairQueue(2);

export function setPasswordHashConcurrency(concurrency: number) {
  hashing.setConcurrency(concurrency);
}

/** Whose turn a hash takes: a client address, or the server's own work (seed, staff changes). */
const SERVER = 'server';

/**
 * scrypt with a per-password salt, stored as `scrypt$N$r$p$salt$hash`. Only the test suite's
 * shared password passes a `cost` of its own: at the real one, its hundreds of sign-ins were a
 * third of the suite's time.
 */
export async function hashPassword(
  password: string,
  caller = SERVER,
  cost: ScryptCost = COST,
): Promise<string> {
  const salt = randomBytes(16);
  const options = { ...cost, maxmem: MAX_MEMORY };
  const key = await hashing.run(caller, () => scryptAsync(password, salt, KEY_LENGTH, options));
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

async function verifyNow(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(key, expected);
}

/**
 * How long a verification's scrypt takes here lately (a moving average), once one was timed.
 * Only hashes at today's work factor count: one made at another (an older one, or the test
 * suite's cheap one) says nothing of how long a wrong password takes now.
 */
let typicalVerifyMs: number | null = null;
const TODAYS_COST = `scrypt$${COST.N}$${COST.r}$${COST.p}$`;

async function timedVerify(password: string, stored: string): Promise<boolean> {
  const startedAt = performance.now();
  const isValid = await verifyNow(password, stored);
  const took = performance.now() - startedAt;
  if (stored.startsWith(TODAYS_COST)) {
    typicalVerifyMs = typicalVerifyMs === null ? took : typicalVerifyMs * 0.8 + took * 0.2;
  }
  return isValid;
}

export function verifyPassword(password: string, stored: string, caller = SERVER) {
  return hashing.run(caller, () => timedVerify(password, stored));
}

// Timed once when no real verification has been yet; never a password's hash.
const DUMMY_HASH =
  'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/**
 * Answers a sign-in whose username nobody has in the time a wrong password takes: its turn in
 * the same queue, then the slot held as long as a verification lasts here, without spending a
 * hash on it (only the process's very first, before any verification was timed, hashes).
 */
export function imitateVerification(caller: string): Promise<false> {
  return hashing.run(caller, async () => {
    if (typicalVerifyMs === null) await timedVerify('', DUMMY_HASH);
    else await sleep(typicalVerifyMs);
    return false as const;
  });
}
