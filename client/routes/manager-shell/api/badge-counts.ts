import { useQuery } from '@tanstack/react-query';
import { sessionCan } from '@shared/access/policy';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { inspectionsToDo } from '@shared/inspections/summary-counts';
import { badgeCountsQuery } from '@/data/entry-requests';
import { inspectionSummaryQuery } from '@/data/inspections';
import { permitCountsQuery } from '@/data/permits';

type BadgeUser = Pick<SessionUser, 'role' | 'siteIds' | 'isMainAccount'>;

// The counts are of the user's own sites; the platform's people have none of their own.
const hasBadges = (user: BadgeUser) => !sessionCan(user, 'tenants.all') && user.siteIds.length > 0;

/** Whether the menu counts the live permits of the user's sites. */
export const hasPermitBadge = (user: BadgeUser) =>
  hasBadges(user) && sessionCan(user, 'permits.read');

/**
 * The menu's badges from the server's counts (never from a list: a list grows with the site),
 * each null while unknown or after a failure: no number is better than a stale one. The
 * inspections to make (due today, overdue, due again, never made) remind whoever reads the
 * equipment, beside today's work on it.
 */
export function useBadgeCounts(user: BadgeUser) {
  const query = useQuery({ ...badgeCountsQuery(), enabled: hasBadges(user) });
  const inspections = useQuery({
    ...inspectionSummaryQuery(null),
    enabled: hasBadges(user) && sessionCan(user, 'equipment.read'),
  });
  const permits = useQuery({ ...permitCountsQuery(), enabled: hasPermitBadge(user) });
  return {
    pending: query.isSuccess ? query.data.pending : null,
    scaffolding: query.isSuccess ? query.data.scaffolding : null,
    inspections: inspections.isSuccess ? inspectionsToDo(inspections.data.states) : null,
    permits: permits.isSuccess ? permits.data.live : null,
  };
}
