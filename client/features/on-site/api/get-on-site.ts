import { useQuery } from '@tanstack/react-query';
import { SIDEBAR_COUNTER_POLL_MS } from '@shared/constants';
import type { OnSiteResponse } from '@shared/schemas/on-site.schemas';
import { apiGet } from '@/lib/api-client';
import { entryRequestKeys } from '@/data/entry-requests';

/** GET /api/on-site?siteId: who is on site now (all the user's sites without a site). */
export function getOnSite(siteId: number | null, signal?: AbortSignal): Promise<OnSiteResponse> {
  const query = siteId === null ? '' : `?siteId=${siteId}`;
  return apiGet<OnSiteResponse>(`/api/on-site${query}`, { signal });
}

export function useOnSite(siteId: number | null) {
  return useQuery({
    queryKey: entryRequestKeys.onSite(siteId),
    queryFn: ({ signal }) => getOnSite(siteId, signal),
    staleTime: 0,
    refetchInterval: SIDEBAR_COUNTER_POLL_MS,
  });
}
