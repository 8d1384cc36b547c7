const DAY_MS = 24 * 60 * 60 * 1000;

/** When an induction done at `completedAt` stops counting; null when the site asks every visit. */
export function validUntil(completedAt: Date, validityDays: number | null): Date | null {
  return validityDays === null ? null : new Date(completedAt.getTime() + validityDays * DAY_MS);
}

/** The earliest completion the site's current period still accepts. */
export function acceptedSince(now: Date, validityDays: number): Date {
  return new Date(now.getTime() - validityDays * DAY_MS);
}
