import { isoDayIn, PLATFORM_TIME_ZONE } from '@shared/time/calendar-day';

/**
 * The test companies' day (the platform's zone): what "today" means to the board, the register,
 * on-site lists and the dashboard. Dates written from UTC were yesterday's for the first two or
 * three hours of each day there, and relative times ("an hour on", "four hours ago") fell into
 * the next or the previous day late and early; these keep a test's instants in that day.
 */
export const companyToday = (now = new Date()) => isoDayIn(now, PLATFORM_TIME_ZONE);

const isToday = (instant: Date, now: Date) => companyToday(instant) === companyToday(now);

/** `ahead` milliseconds from now unless that is already tomorrow, then now. */
export function startToday(ahead: number, now = new Date()): Date {
  const later = new Date(now.getTime() + ahead);
  return isToday(later, now) ? later : now;
}

/** `ago` milliseconds before now unless that was yesterday, then a second before now. */
export function earlierToday(ago: number, now = new Date()): Date {
  const earlier = new Date(now.getTime() - ago);
  return isToday(earlier, now) ? earlier : new Date(now.getTime() - 1000);
}
