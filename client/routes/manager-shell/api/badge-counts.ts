import { useQuery } from '@tanstack/react-query';
import { can } from '@shared/access/policy';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { badgeCountsQuery } from '@/data/entry-requests';
import { permitCountsQuery } from '@/data/permits';

// The counts are of the user's own sites; the platform's people have none of their own.
const hasBadges = (user: Pick<SessionUser, 'role' | 'siteIds'>) =>
  !can(user.role, 'tenants.all') && user.siteIds.length > 0;

/**
 * The menu's badges from the server's counts (never from a list: a list grows with the site),
 * each null while unknown or after a failure: no number is better than a stale one.
 */
export function useBadgeCounts(user: Pick<SessionUser, 'role' | 'siteIds'>) {
  const query = useQuery({ ...badgeCountsQuery(), enabled: hasBadges(user) });
  const permits = useQuery({
    ...permitCountsQuery(),
    enabled: hasBadges(user) && can(user.role, 'permits.read'),
  });
  return {
    pending: query.isSuccess ? query.data.pending : null,
    scaffolding: query.isSuccess ? query.data.scaffolding : null,
    permits: permits.isSuccess ? permits.data.live : null,
  };
}
