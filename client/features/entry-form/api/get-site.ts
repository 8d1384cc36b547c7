import { useQuery } from '@tanstack/react-query';
import type { PublicSite } from '@shared/schemas/site.schemas';
import { apiGet } from '@/lib/api-client';

/** GET /api/sites/code/{code}, or GET /api/sites/{id} when only the id is known. */
export function fetchSite(
  ref: { code: string | null; siteId: number | null },
  signal?: AbortSignal,
): Promise<PublicSite> {
  if (ref.code) return apiGet(`/api/sites/code/${encodeURIComponent(ref.code)}`, { signal });
  return apiGet(`/api/sites/${ref.siteId}`, { signal });
}

export function useSiteQuery(code: string | null, siteId: number | null) {
  return useQuery({
    queryKey: ['entry-form', 'site', code ?? `#${siteId}`],
    queryFn: ({ signal }) => fetchSite({ code, siteId }, signal),
    enabled: code !== null || siteId !== null,
  });
}
