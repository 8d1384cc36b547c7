import { useQuery } from '@tanstack/react-query';
import type { EntryRequestDetails } from '@shared/schemas/entry-review.schemas';
import { apiGet } from '@/lib/api-client';
import { entryRequestKeys } from '@/lib/entry-request-keys';

/** GET /api/entry-requests/{id}/details: one request in full, for staff in scope. */
export function getEntryDetails(id: string, signal?: AbortSignal): Promise<EntryRequestDetails> {
  return apiGet<EntryRequestDetails>(`/api/entry-requests/${encodeURIComponent(id)}/details`, {
    signal,
  });
}

/** Always read afresh: another manager may have decided it a moment ago. */
export function useEntryDetails(id: string) {
  return useQuery({
    queryKey: entryRequestKeys.details(id),
    queryFn: ({ signal }) => getEntryDetails(id, signal),
    staleTime: 0,
  });
}
