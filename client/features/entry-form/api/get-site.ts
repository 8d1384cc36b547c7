import { useQuery } from '@tanstack/react-query';
import { publicSiteQuery } from '@/data/sites';

export function useSiteQuery(code: string | null, siteId: number | null) {
  return useQuery(publicSiteQuery({ code, siteId }));
}
