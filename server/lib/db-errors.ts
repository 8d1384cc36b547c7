import type { ErrorCode } from '@shared/errors';
import { AppError } from './app-error';

/**
 * Did the database refuse a write for a unique index (SQLSTATE 23505)? Drivers wrap their
 * errors differently (Drizzle puts the driver's error in `cause`), so the chain is searched.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Network errors of the driver, and SQLSTATEs of a server shutting down or starting up. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect/i;

/**
 * Is the database out of reach (down, restarting, unreachable) rather than refusing the query?
 * Such a failure is nobody's fault and passes: the caller gets 503 and comes back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

/**
 * SQLSTATEs of a number too large for its column, and of a date or time zone that does not
 * exist (a month 25, an offset +42:90) that a pattern let through.
 */
const OUT_OF_RANGE_CODES = new Set(['22003', '22007', '22008', '22009']);

/**
 * Did the database refuse a value it cannot hold, such as an id beyond a 32-bit integer that a
 * schema accepted as a safe integer? That is the caller's input, not a fault.
 */
export function isValueOutOfRange(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && OUT_OF_RANGE_CODES.has(code)) return true;
  }
  return false;
}

/**
 * Runs a write whose unique index settles a race (two saves of one number or one username):
 * the loser gets a 409 with `code` instead of the database's error.
 */
export async function conflictOnDuplicate<T>(code: ErrorCode, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, code);
    throw error;
  }
}
