import { queryOptions } from '@tanstack/react-query';
import { SIDEBAR_COUNTER_POLL_MS } from '@shared/constants';
import type { CompanyWaitTimes, WaitTimes } from '@shared/schemas/wait-times.schemas';
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

/**
 * GET /api/admin/companies/{id}/wait-times: the figures of every site of a company, for the
 * platform's company card. Also under the requests' key root, so it refreshes with them.
 */
export function companyWaitTimesQuery(companyId: number) {
  return queryOptions({
    queryKey: ['entry-requests', 'wait-times', 'company', companyId] as const,
    queryFn: ({ signal }) =>
      apiGet<CompanyWaitTimes>(`/api/admin/companies/${companyId}/wait-times`, { signal }),
    staleTime: 0,
    refetchInterval: SIDEBAR_COUNTER_POLL_MS,
  });
}
