import { DASHBOARD_DAYS } from '@shared/schemas/dashboard.schemas';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { isoDayIn, PLATFORM_TIME_ZONE } from '@shared/time/calendar-day';
import type { Db } from '../../db/client';
import { companyTimeZone } from '../../lib/company-zone';
import { scopeKey } from '../../lib/scope';
import * as repo from './dashboard.repository';

/** Enough for every scope of a busy instance; past it the cache starts over. */
const MAX_CACHED_SCOPES = 1000;

interface ClosedDays {
  /** The company day the entry was made on; the next day makes it stale. */
  today: string;
  counts: Map<string, number>;
}

/**
 * A day's submissions never change once the day is over (a request is created now, and no
 * request is ever deleted), so only today's are counted on each read: counting two weeks of a
 * 50-site company is 75,000 rows, today's 5,000. Kept per database, as the tests open many.
 */
const closedDaysOf = new WeakMap<Db, Map<string, ClosedDays>>();

function toCounts(rows: { date: string; count: number }[]) {
  return new Map(rows.map((row) => [row.date, row.count]));
}

/** Submissions per company day over the dashboard's days, and the zone they are counted in. */
export async function submissionsPerDay(
  db: Db,
  user: SessionUser,
  siteId: number | undefined,
  companyId: number | null,
  now: Date,
): Promise<{ zone: string | null; counts: Map<string, number> }> {
  if (companyId === null) {
    // Every company at once, each in its own zone: counted whole, as it is rare.
    const rows = await repo.submissionsPerDay(db, user, siteId, now, DASHBOARD_DAYS);
    return { zone: null, counts: toCounts(rows) };
  }
  const zone = await companyTimeZone(db, companyId);
  const today = isoDayIn(now, zone ?? PLATFORM_TIME_ZONE);
  let cache = closedDaysOf.get(db);
  if (!cache) closedDaysOf.set(db, (cache = new Map()));
  const key = `${scopeKey(user)}:${siteId ?? ''}:${zone}`;
  const closed = cache.get(key);
  if (closed?.today === today) {
    const todays = await repo.submissionsToday(db, user, siteId, today);
    return { zone, counts: new Map([...closed.counts, [today, todays]]) };
  }
  const counts = toCounts(await repo.submissionsPerDay(db, user, siteId, now, DASHBOARD_DAYS));
  if (cache.size >= MAX_CACHED_SCOPES) cache.clear();
  cache.set(key, { today, counts: new Map([...counts].filter(([date]) => date < today)) });
  return { zone, counts };
}
