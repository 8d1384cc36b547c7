import { useQuery } from '@tanstack/react-query';
import type { EntryFormResponse } from '@shared/schemas/site.schemas';
import { apiGet } from '@/lib/api-client';

/** GET /api/sites/{id}/entry-form: the site's fields and the version a submission carries. */
export function fetchEntryForm(siteId: number, signal?: AbortSignal): Promise<EntryFormResponse> {
  return apiGet(`/api/sites/${siteId}/entry-form`, { signal });
}

export function useEntryFormQuery(siteId: number | undefined) {
  return useQuery({
    queryKey: ['entry-form', 'form', siteId],
    queryFn: ({ signal }) => fetchEntryForm(siteId ?? 0, signal),
    enabled: siteId !== undefined,
  });
}
