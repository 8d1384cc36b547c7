import { useQuery } from '@tanstack/react-query';
import { STATUS_POLL_MS } from '@shared/constants';
import { isFinalStatus } from '@shared/entry-request/lifecycle';
import type { EntryRequestStatus } from '@shared/schemas/entry-request.schemas';
import { apiGet } from '@/lib/api-client';

export const entryRequestKey = (id: string) => ['worker-waiting', 'entry-request', id] as const;

/** GET /api/entry-requests/{id}: the status page's view of one request. */
export function fetchEntryRequest(id: string): Promise<EntryRequestStatus> {
  return apiGet<EntryRequestStatus>(`/api/entry-requests/${encodeURIComponent(id)}`);
}

/** Approved and rejected are final (docs/lifecycle.md): nothing left to wait for. */
export function isDecided(request: EntryRequestStatus | undefined): boolean {
  return request !== undefined && isFinalStatus(request.status);
}

/**
 * The request, polled every 10 s while its answer can still change. Polling
 * is the safety net: a real-time message only makes the next read come sooner.
 */
export function useEntryRequest(id: string, { isPolling }: { isPolling: boolean }) {
  return useQuery({
    queryKey: entryRequestKey(id),
    // No abort signal: a page leaving mid-read lets one small GET finish rather than cancel it.
    queryFn: () => fetchEntryRequest(id),
    staleTime: 0,
    refetchInterval: (query) =>
      isPolling && !isDecided(query.state.data) ? STATUS_POLL_MS : false,
  });
}
