import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { SIDEBAR_COUNTER_POLL_MS } from '@shared/constants';
import { isFinalStatus, type RequestStatus } from '@shared/entry-request/lifecycle';
import type {
  EntryRequestStatus,
  StatusChangeBody,
} from '@shared/schemas/entry-request.schemas';
import type {
  BadgeCounts,
  EntryRequestDetails,
  HistoryFilters,
  PendingList,
} from '@shared/schemas/entry-review.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

/**
 * Query keys of the staff views of entry requests and of what they change (on site, roll calls,
 * dashboard). They share one root, so a decision, an exit or a real-time message refreshes every
 * open view at once through `invalidateEntryRequests`.
 */
export const entryRequestKeys = {
  all: ['entry-requests'] as const,
  pending: () => ['entry-requests', 'pending'] as const,
  counts: () => ['entry-requests', 'counts'] as const,
  details: (id: string) => ['entry-requests', 'details', id] as const,
  history: (filters: HistoryFilters & { page: number }) =>
    ['entry-requests', 'history', filters] as const,
  onSite: (siteId: number | null) => ['entry-requests', 'on-site', siteId] as const,
  rollCalls: (siteId: number) => ['entry-requests', 'roll-calls', siteId] as const,
  rollCall: (id: number) => ['entry-requests', 'roll-call', id] as const,
  dashboard: (siteId: number | null) => ['entry-requests', 'dashboard', siteId] as const,
  crews: (siteId: number) => ['entry-requests', 'crews', siteId] as const,
};

/** A staff view of requests by the second part of its key: 'pending', 'counts', 'dashboard'... */
export type EntryRequestView = ReturnType<
  (typeof entryRequestKeys)[Exclude<keyof typeof entryRequestKeys, 'all'>]
>[1];

/**
 * The staff views of requests read afresh (the queue, the details, the counts, the lists): all
 * of them, or those `isRead` picks, when a real-time message says which ones it changed.
 */
export function invalidateEntryRequests(
  client: QueryClient,
  isRead: (view: EntryRequestView) => boolean = () => true,
): Promise<void> {
  return client.invalidateQueries({
    queryKey: entryRequestKeys.all,
    predicate: (query) => isRead(query.queryKey[1] as EntryRequestView),
  });
}

/**
 * A decision announced in real time, written into the cached queue instead of reading the queue
 * again on every open tab: a decided request leaves it, an announced safety manager changes its
 * status.
 */
export function applyStatusChange(
  client: QueryClient,
  change: { entryId: string; status: RequestStatus },
): void {
  client.setQueryData<PendingList>(entryRequestKeys.pending(), (list) => {
    if (!list) return list;
    const isDecided = isFinalStatus(change.status);
    return {
      requests: isDecided
        ? list.requests.filter((request) => request.id !== change.entryId)
        : list.requests.map((request) =>
            request.id === change.entryId ? { ...request, status: change.status } : request,
          ),
    };
  });
}

/**
 * GET /api/entry-requests/pending: every waiting request of the user's sites, oldest first. The
 * queue and the menu's badge both read it. Real-time messages refetch it at once; the 30 s poll
 * only heals a message lost while the socket was down.
 */
export function pendingRequestsQuery() {
  return queryOptions({
    queryKey: entryRequestKeys.pending(),
    queryFn: ({ signal }) => apiGet<PendingList>('/api/entry-requests/pending', { signal }),
    staleTime: 0,
    refetchInterval: SIDEBAR_COUNTER_POLL_MS,
  });
}

/**
 * GET /api/entry-requests/counts: the menu's two badges, counted by the server (open requests;
 * today's scaffold or platform work with nobody signed out), one small call for both. Real-time
 * messages refresh it with the rest; the 30 s poll heals a message lost while offline.
 */
export function badgeCountsQuery() {
  return queryOptions({
    queryKey: entryRequestKeys.counts(),
    queryFn: ({ signal }) => apiGet<BadgeCounts>('/api/entry-requests/counts', { signal }),
    staleTime: 0,
    refetchInterval: SIDEBAR_COUNTER_POLL_MS,
  });
}

/**
 * GET /api/entry-requests/{id}/details: one request in full, for staff in scope. Always read
 * afresh: another manager may have decided it a moment ago.
 */
export function entryDetailsQuery(id: string) {
  return queryOptions({
    queryKey: entryRequestKeys.details(id),
    queryFn: ({ signal }) =>
      apiGet<EntryRequestDetails>(`/api/entry-requests/${encodeURIComponent(id)}/details`, {
        signal,
      }),
    staleTime: 0,
  });
}

/**
 * POST /api/entry-requests/{id}/status: approve, reject with a reason, or announce the safety
 * manager. A 409 means another manager decided first.
 */
export function changeEntryStatus(id: string, body: StatusChangeBody): Promise<EntryRequestStatus> {
  return apiSend<EntryRequestStatus>(
    'POST',
    `/api/entry-requests/${encodeURIComponent(id)}/status`,
    body,
  );
}

/** POST /api/entry-requests/{id}/exit: the worker has left the site. */
export function recordExit(id: string): Promise<unknown> {
  // An empty JSON object: a JSON content type with no body is refused.
  return apiSend('POST', `/api/entry-requests/${encodeURIComponent(id)}/exit`, {});
}
