/**
 * Calendar days as YYYY-MM-DD strings, the way both sides count them. The platform's own
 * figures (billing days, page visits, agents' months) are counted on Israel's calendar, where
 * it works; a company's figures use the company's zone.
 */
export const PLATFORM_TIME_ZONE = 'Asia/Jerusalem';

const DAY_MS = 86_400_000;
/** One formatter per zone: making one costs far more than formatting with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD `days` after `day` (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** YYYY-MM-DD of an instant on a zone's calendar. */
export function isoDayIn(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** YYYY-MM-DD of `now` on the platform's calendar. */
export function platformDay(now: Date): string {
  return isoDayIn(now, PLATFORM_TIME_ZONE);
}
