import { queryOptions } from '@tanstack/react-query';
import { SIDEBAR_COUNTER_POLL_MS } from '@shared/constants';
import type { Dashboard } from '@shared/schemas/dashboard.schemas';
import { apiGet } from '@/lib/api-client';
import { entryRequestKeys } from './entry-requests';

/** GET /api/dashboard?siteId: today's figures, latest activity, 14 days of entries. */
export function dashboardQuery(siteId: number | null) {
  return queryOptions({
    queryKey: entryRequestKeys.dashboard(siteId),
    queryFn: ({ signal }) =>
      apiGet<Dashboard>(`/api/dashboard${siteId === null ? '' : `?siteId=${siteId}`}`, { signal }),
    staleTime: 0,
    refetchInterval: SIDEBAR_COUNTER_POLL_MS,
  });
}
