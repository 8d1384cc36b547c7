import { useQuery } from '@tanstack/react-query';
import { entryFormQuery } from '@/data/entry-forms';

export function useEntryFormQuery(siteId: number | undefined) {
  return useQuery(entryFormQuery(siteId));
}
