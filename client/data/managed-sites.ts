import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ManagedSiteList } from '@shared/schemas/site-admin.schemas';
import { apiGet } from '@/lib/api-client';

const managedSitesKey = ['managed-sites'] as const;

/** GET /api/sites: the sites the signed-in user manages (all of an admin's company). */
export function managedSitesQuery() {
  return queryOptions({
    queryKey: managedSitesKey,
    queryFn: ({ signal }) => apiGet<ManagedSiteList>('/api/sites', { signal }),
  });
}

/** After a site or its entry page changed: every list of sites (and settings shown) reads afresh. */
export function invalidateManagedSites(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: managedSitesKey });
}
