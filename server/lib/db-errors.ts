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
