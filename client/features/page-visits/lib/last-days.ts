import type { VisitsRange } from '@/data/visits';

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The `count` days ending today on this computer's calendar. */
export function lastDays(count: number, today = new Date()): VisitsRange {
  const first = new Date(today);
  first.setDate(first.getDate() - (count - 1));
  return { from: isoDay(first), to: isoDay(today) };
}
