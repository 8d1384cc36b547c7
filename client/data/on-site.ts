import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { SIDEBAR_COUNTER_POLL_MS } from '@shared/constants';
import type { OnSiteResponse, RollCall, RollCallList } from '@shared/schemas/on-site.schemas';
import { apiGet } from '@/lib/api-client';
import { entryRequestKeys } from './entry-requests';

/** Several people tick the same roll call from their phones; each sees the others within 5 s. */
const ROLL_CALL_REFRESH_MS = 5000;

/**
 * GET /api/on-site?siteId&cursor: who is on site now (all the user's sites without a site), a
 * page at a time by name. Each page carries the whole headcount; a refetch (a poll, a real-time
 * message) reads every loaded page again from the first, so the list never skips or repeats.
 */
export function onSiteQuery(siteId: number | null) {
  return infiniteQueryOptions({
    queryKey: entryRequestKeys.onSite(siteId),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (siteId !== null) params.set('siteId', String(siteId));
      if (pageParam !== null) params.set('cursor', pageParam);
      const query = params.toString();
      return apiGet<OnSiteResponse>(`/api/on-site${query ? `?${query}` : ''}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
    refetchInterval: SIDEBAR_COUNTER_POLL_MS,
  });
}

/** GET /api/roll-calls?siteId: the site's latest roll calls, newest first. */
export function rollCallsQuery(siteId: number) {
  return queryOptions({
    queryKey: entryRequestKeys.rollCalls(siteId),
    queryFn: ({ signal }) => apiGet<RollCallList>(`/api/roll-calls?siteId=${siteId}`, { signal }),
    staleTime: 0,
  });
}

/** GET /api/roll-calls/{id}: who is safe and who is missing. */
export function rollCallQuery(id: number) {
  return queryOptions({
    queryKey: entryRequestKeys.rollCall(id),
    queryFn: ({ signal }) => apiGet<RollCall>(`/api/roll-calls/${id}`, { signal }),
    staleTime: 0,
    refetchInterval: ROLL_CALL_REFRESH_MS,
  });
}
