import { queryOptions } from '@tanstack/react-query';
import { SIDEBAR_COUNTER_POLL_MS } from '@shared/constants';
import type { WaitTimes } from '@shared/schemas/wait-times.schemas';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/wait-times: how long the gate waits, per site of the caller's company. Under the
 * requests' key root, so every decision or new request (real time) refreshes it.
 */
export function waitTimesQuery(enabled: boolean) {
  return queryOptions({
    queryKey: ['entry-requests', 'wait-times'] as const,
    queryFn: ({ signal }) => apiGet<WaitTimes>('/api/wait-times', { signal }),
    enabled,
    staleTime: 0,
    refetchInterval: SIDEBAR_COUNTER_POLL_MS,
  });
}
