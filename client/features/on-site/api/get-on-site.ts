import { useInfiniteQuery } from '@tanstack/react-query';
import { onSiteQuery } from '@/data/on-site';

export function useOnSite(siteId: number | null) {
  return useInfiniteQuery(onSiteQuery(siteId));
}
