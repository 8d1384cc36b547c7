import { addDays, platformDay } from '@shared/time/calendar-day';
import type { VisitsRange } from '@/data/visits';

/** The `count` days ending today on the platform's calendar, the one visits are counted by. */
export function lastDays(count: number, now = new Date()): VisitsRange {
  const to = platformDay(now);
  return { from: addDays(to, -(count - 1)), to };
}
