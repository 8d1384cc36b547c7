import { useQuery } from '@tanstack/react-query';
import { entryDetailsQuery } from '@/data/entry-requests';

export function useEntryDetails(id: string) {
  return useQuery(entryDetailsQuery(id));
}
