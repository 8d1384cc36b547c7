import type { EntryRequestSummary } from '@shared/schemas/entry-review.schemas';

type ApprovedEntry = Pick<
  EntryRequestSummary,
  'siteId' | 'exitTime' | 'workStartDate' | 'scaffoldingNumber' | 'platformNumber'
>;

/** Today as YYYY-MM-DD in the browser's time zone, the form workStartDate is kept in. */
export function localIsoDate(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * The scaffolding badge: approved entries on the user's sites, still on
 * site (no exit), starting work today, on a scaffold or a lifting platform.
 */
export function countScaffoldWorkToday(
  entries: readonly ApprovedEntry[],
  siteIds: readonly number[],
  today: string,
): number {
  return entries.filter(
    (entry) =>
      siteIds.includes(entry.siteId) &&
      !entry.exitTime &&
      entry.workStartDate?.slice(0, 10) === today &&
      Boolean(entry.scaffoldingNumber?.trim() || entry.platformNumber?.trim()),
  ).length;
}
