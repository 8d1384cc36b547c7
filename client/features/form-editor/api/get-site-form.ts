import { useQuery } from '@tanstack/react-query';
import type { EntryFormResponse } from '@shared/schemas/site.schemas';
import { apiGet } from '@/lib/api-client';

export const siteFormKey = (siteId: number) => ['site-form', siteId] as const;

/** GET /api/sites/{id}/entry-form: the form a worker fills now, with its version. */
export function getSiteForm(siteId: number, signal?: AbortSignal): Promise<EntryFormResponse> {
  return apiGet<EntryFormResponse>(`/api/sites/${siteId}/entry-form`, { signal });
}

export function useSiteForm(siteId: number) {
  return useQuery({
    queryKey: siteFormKey(siteId),
    queryFn: ({ signal }) => getSiteForm(siteId, signal),
    // The editor must start from what workers see now, not from a copy minutes old.
    staleTime: 0,
  });
}
