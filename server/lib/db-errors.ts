import type { ErrorCode } from '../../shared/errors';
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
