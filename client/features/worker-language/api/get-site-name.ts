import { useQuery } from '@tanstack/react-query';
import type { PublicSite } from '@shared/schemas/site.schemas';
import { ApiClientError, apiGet } from '@/lib/api-client';
import { cacheSiteName, forgetSiteName, readCachedSiteName } from '../lib/site-name-cache';
import { lookupTarget, type SiteRef } from '../lib/site-ref';

/** GET /api/sites/code/{code} or GET /api/sites/{id} (SPEC.md section 7); only the name is used. */
export async function fetchSiteName(target: { by: 'code' | 'id'; value: string }): Promise<string> {
  const path =
    target.by === 'code'
      ? `/api/sites/code/${encodeURIComponent(target.value)}`
      : `/api/sites/${encodeURIComponent(target.value)}`;
  const site = await apiGet<PublicSite>(path);
  return site.name;
}

/**
 * The site's name for the language screen: the cached name at once, then the server's. When the
 * call fails the name stays as it was (empty if never seen) and only the console hears of it
 * (SPEC.md section 8); a site the server does not know is forgotten.
 */
export function useSiteName(ref: SiteRef): string {
  const target = lookupTarget(ref);
  const key = target ? `${target.by}:${target.value}` : '';
  const cached = key ? readCachedSiteName(key) : '';
  const query = useQuery({
    queryKey: ['worker-language', 'site-name', key],
    enabled: target !== null,
    placeholderData: cached || undefined,
    // No abort signal: leaving the screen lets this small GET finish, so the name still lands
    // in the cache for the next visit.
    queryFn: async (): Promise<string> => {
      if (!target) return '';
      try {
        const name = await fetchSiteName(target);
        cacheSiteName(key, name);
        return name;
      } catch (error) {
        console.error('Could not load the site name', error);
        if (error instanceof ApiClientError && error.status === 404) forgetSiteName(key);
        throw error;
      }
    },
  });
  if (!target) return '';
  if (query.isError && query.error instanceof ApiClientError && query.error.status === 404) {
    return '';
  }
  return query.data ?? cached;
}
