import { useQuery } from '@tanstack/react-query';
import { SIDEBAR_COUNTER_POLL_MS } from '@shared/constants';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { PendingList } from '@shared/schemas/entry-review.schemas';
import { apiGet } from '@/lib/api-client';
import { entryRequestKeys } from '@/lib/entry-request-keys';

/**
 * The site's pending requests (SPEC.md section 7). A user with several sites asks for all of
 * them in one call, so the badge matches the queue he sees.
 */
export function pendingRequestsPath(siteIds: readonly number[]): string {
  return siteIds.length === 1
    ? `/api/sites/${siteIds[0]}/entry-requests/pending`
    : '/api/entry-requests/pending';
}

/** The pending badge's count, refreshed every 30 s; null while unknown or after a failure. */
export function usePendingCount(user: Pick<SessionUser, 'role' | 'siteIds'>): number | null {
  const path = pendingRequestsPath(user.siteIds);
  const query = useQuery({
    // Under the shared root, so every decision or real-time refresh also updates the badge.
    queryKey: [...entryRequestKeys.all, 'shell-pending-count', path],
    queryFn: () => apiGet<PendingList>(path),
    select: (list) => list.requests.length,
    enabled: user.role !== 'super_admin' && user.siteIds.length > 0,
    refetchInterval: SIDEBAR_COUNTER_POLL_MS,
  });
  // After a failed refresh the last count may be wrong; no number is better than a stale one.
  return query.isSuccess ? query.data : null;
}
