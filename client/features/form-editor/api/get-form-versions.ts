import { useQuery } from '@tanstack/react-query';
import type { FormVersionList } from '@shared/schemas/entry-form-versions.schemas';
import { apiGet } from '@/lib/api-client';

export const formVersionsKey = (siteId: number) => ['site-form-versions', siteId] as const;

/** GET /api/sites/{id}/entry-form/versions: newest first, the built-in form last. */
export function getFormVersions(siteId: number, signal?: AbortSignal) {
  return apiGet<FormVersionList>(`/api/sites/${siteId}/entry-form/versions`, { signal });
}

export function useFormVersions(siteId: number) {
  return useQuery({
    queryKey: formVersionsKey(siteId),
    queryFn: ({ signal }) => getFormVersions(siteId, signal),
  });
}
