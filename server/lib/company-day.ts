import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { addDays } from '@shared/time/calendar-day';

/**
 * "Today" is the company's day, not the server's: these SQL pieces turn
 * instants into the calendar day of a time zone held in a column, so one query serves sites of
 * companies in different zones.
 */

/** The calendar day of an instant in a zone: (ts AT TIME ZONE tz)::date. */
export function localDay(instant: SQLWrapper, timeZone: SQLWrapper): SQL<string> {
  return sql<string>`((${instant}) at time zone ${timeZone})::date`;
}

/** The calendar day of `now` in a zone; `now` comes from the caller so tests can fix the clock. */
export function localToday(now: Date, timeZone: SQLWrapper): SQL<string> {
  return sql<string>`((${now.toISOString()})::timestamptz at time zone ${timeZone})::date`;
}

/**
 * The local day around `now` lies within this many hours of it in every zone, whatever the
 * offset or a daylight-saving change that day.
 */
const TODAY_WINDOW_MS = 27 * 3_600_000;

/**
 * `instant` falls on the company's today: a range on the bare column, so an index on it serves
 * the read (a cast of the column to a local date cannot use one). The constant window around
 * `now` bounds the scan even when the zone comes from a joined row.
 */
export function instantIsToday(instant: SQLWrapper, now: Date, timeZone: SQLWrapper): SQL<boolean> {
  const today = localToday(now, timeZone);
  const windowStart = new Date(now.getTime() - TODAY_WINDOW_MS).toISOString();
  const windowEnd = new Date(now.getTime() + TODAY_WINDOW_MS).toISOString();
  return sql<boolean>`(${instant} >= ${windowStart}::timestamptz
    and ${instant} < ${windowEnd}::timestamptz
    and ${instant} >= (${today}::timestamp at time zone ${timeZone})
    and ${instant} < ((${today} + 1)::timestamp at time zone ${timeZone}))`;
}

/** A date column equals the company's today, with the same constant window for the index. */
export function dateIsToday(day: SQLWrapper, now: Date, timeZone: SQLWrapper): SQL<boolean> {
  const earliest = new Date(now.getTime() - TODAY_WINDOW_MS).toISOString().slice(0, 10);
  const latest = new Date(now.getTime() + TODAY_WINDOW_MS).toISOString().slice(0, 10);
  return sql<boolean>`(${day} between ${earliest}::date and ${latest}::date
    and ${day} = ${localToday(now, timeZone)})`;
}

/** The instant a YYYY-MM-DD day starts in a zone, `offsetDays` later. */
export function dayStart(day: string, timeZone: SQLWrapper, offsetDays = 0): SQL<Date> {
  return sql<Date>`(((${day})::date + ${offsetDays}::int)::timestamp at time zone ${timeZone})`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** "YYYY-MM-DD HH:mm" in a zone: what a spreadsheet sorts and reads as a date and time. */
export function localDateTime(instant: Date, timeZone: string): string {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/**
 * The same "YYYY-MM-DD HH:mm" as localDateTime, written by the database: for a read of many
 * rows, where formatting each instant with Intl would cost more than the read itself.
 */
export function localDateTimeText(instant: SQLWrapper, timeZone: SQLWrapper): SQL<string> {
  return sql<string>`to_char((${instant}) at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI')`;
}

/** The `count` days up to and including `lastDay`, oldest first, as YYYY-MM-DD. */
export function daysEndingAt(lastDay: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(lastDay, i - (count - 1)));
}
