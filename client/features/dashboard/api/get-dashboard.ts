import { useQuery } from '@tanstack/react-query';
import { SIDEBAR_COUNTER_POLL_MS } from '@shared/constants';
import type { Dashboard } from '@shared/schemas/dashboard.schemas';
import { apiGet } from '@/lib/api-client';
import { entryRequestKeys } from '@/data/entry-requests';

/** GET /api/dashboard?siteId: today's figures, latest activity, 14 days of entries. */
export function getDashboard(siteId: number | null, signal?: AbortSignal): Promise<Dashboard> {
  const query = siteId === null ? '' : `?siteId=${siteId}`;
  return apiGet<Dashboard>(`/api/dashboard${query}`, { signal });
}

export function useDashboard(siteId: number | null) {
  return useQuery({
    queryKey: entryRequestKeys.dashboard(siteId),
    queryFn: ({ signal }) => getDashboard(siteId, signal),
    staleTime: 0,
    refetchInterval: SIDEBAR_COUNTER_POLL_MS,
  });
}
