import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { pendingRequestsQuery } from '@/data/entry-requests';

/**
 * The pending badge's count: the queue's own query counted, so the badge and the queue agree and
 * share one call; null while unknown or after a failure.
 */
export function usePendingCount(user: Pick<SessionUser, 'role' | 'siteIds'>): number | null {
  const query = useQuery({
    ...pendingRequestsQuery(),
    select: (list) => list.requests.length,
    enabled: user.role !== 'super_admin' && user.siteIds.length > 0,
  });
  // After a failed refresh the last count may be wrong; no number is better than a stale one.
  return query.isSuccess ? query.data : null;
}
