import { useQuery } from '@tanstack/react-query';
import { SIDEBAR_COUNTER_POLL_MS } from '@shared/constants';
import type { PendingList } from '@shared/schemas/entry-review.schemas';
import { apiGet } from '@/lib/api-client';
import { entryRequestKeys } from '@/lib/entry-request-keys';

/** GET /api/entry-requests/pending: every waiting request of the user's sites, oldest first. */
export function getPendingRequests(signal?: AbortSignal): Promise<PendingList> {
  return apiGet<PendingList>('/api/entry-requests/pending', { signal });
}

/**
 * The queue. Real-time messages refetch it at once; the 30 s poll only heals a message lost while
 * the socket was down (DESIGN.md section 8).
 */
export function usePendingRequests() {
  return useQuery({
    queryKey: entryRequestKeys.pending(),
    queryFn: ({ signal }) => getPendingRequests(signal),
    select: (data) => data.requests,
    staleTime: 0,
    refetchInterval: SIDEBAR_COUNTER_POLL_MS,
  });
}
