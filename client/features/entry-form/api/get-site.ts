import { useQuery } from '@tanstack/react-query';
import { siteQuery } from './entry-form-queries';

export function useSiteQuery(code: string | null, siteId: number | null) {
  return useQuery(siteQuery({ code, siteId }));
}
