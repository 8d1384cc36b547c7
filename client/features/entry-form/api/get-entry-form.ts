import { useQuery } from '@tanstack/react-query';
import { entryFormQuery } from './entry-form-queries';

export function useEntryFormQuery(siteId: number | undefined) {
  return useQuery(entryFormQuery(siteId));
}
