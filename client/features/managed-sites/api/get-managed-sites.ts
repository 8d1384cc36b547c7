import { useQuery } from '@tanstack/react-query';
import type { ManagedSiteList } from '@shared/schemas/site-admin.schemas';
import { apiGet } from '@/lib/api-client';

export const managedSitesKey = ['managed-sites'] as const;

/** GET /api/sites: the sites the signed-in user manages (all of an admin's company). */
export function getManagedSites(signal?: AbortSignal): Promise<ManagedSiteList> {
  return apiGet<ManagedSiteList>('/api/sites', { signal });
}

export function useManagedSites() {
  return useQuery({
    queryKey: managedSitesKey,
    queryFn: ({ signal }) => getManagedSites(signal),
    select: (data) => data.sites,
  });
}
