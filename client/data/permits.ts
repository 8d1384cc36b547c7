import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  Board,
  PermitCounts,
  PermitRegister,
  WorkerPermit,
  WorkManagers,
} from '@shared/schemas/permit.schemas';
import { apiGet } from '@/lib/api-client';

const permitsKey = ['permits'] as const;

/** GET /api/permits/board: a site's permits of today, with their workers and checks. */
export function permitBoardQuery(siteId: number) {
  return queryOptions({
    queryKey: [...permitsKey, 'board', siteId],
    queryFn: ({ signal }) => apiGet<Board>(`/api/permits/board?siteId=${siteId}`, { signal }),
  });
}

/** GET /api/permits/counts: the live permits of the user's sites, for the menu's badge. */
export function permitCountsQuery() {
  return queryOptions({
    queryKey: [...permitsKey, 'counts'],
    queryFn: ({ signal }) => apiGet<PermitCounts>('/api/permits/counts', { signal }),
  });
}

/** GET /api/permits/work-managers: the site's staff who may be named a permit's work manager. */
export function workManagersQuery(siteId: number) {
  return queryOptions({
    queryKey: [...permitsKey, 'work-managers', siteId],
    queryFn: ({ signal }) =>
      apiGet<WorkManagers>(`/api/permits/work-managers?siteId=${siteId}`, { signal }),
  });
}

/**
 * GET /api/permits/register: a site's permits of a range of days, with every move, a page at a
 * time; each page names the cursor of the next.
 */
export function permitRegisterQuery(query: { siteId: number; from: string; to: string }) {
  return infiniteQueryOptions({
    queryKey: [...permitsKey, 'register', query],
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({
        siteId: String(query.siteId),
        from: query.from,
        to: query.to,
      });
      if (pageParam !== null) search.set('cursor', String(pageParam));
      return apiGet<PermitRegister>(`/api/permits/register?${search}`, { signal });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** GET /api/permits/join/{token}: the permit behind a QR code, as the worker on site reads it. */
export function permitToJoinQuery(token: string, entryId: string) {
  return queryOptions({
    queryKey: [...permitsKey, 'join', token, entryId],
    queryFn: ({ signal }) =>
      apiGet<WorkerPermit>(
        `/api/permits/join/${encodeURIComponent(token)}?entryId=${encodeURIComponent(entryId)}`,
        { signal },
      ),
    retry: false,
  });
}

/** GET /api/permits/mine: the permits the worker is on today. */
export function workerPermitsQuery(entryId: string) {
  return queryOptions({
    queryKey: [...permitsKey, 'mine', entryId],
    queryFn: ({ signal }) =>
      apiGet<{ permits: WorkerPermit[] }>(
        `/api/permits/mine?entryId=${encodeURIComponent(entryId)}`,
        { signal },
      ),
  });
}

/** The menu's count of live permits reads afresh. */
export function invalidatePermitCounts(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: permitCountsQuery().queryKey });
}

/** After a move, a join or a real-time message: every permit view on screen reads afresh. */
export function invalidatePermits(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: permitsKey });
}

