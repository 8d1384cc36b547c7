import { useQuery } from '@tanstack/react-query';
import { entryFormQuery } from '@/data/entry-forms';

/** The form a worker fills now, with its version. */
export function useSiteForm(siteId: number) {
  // The editor must start from what workers see now, not from a copy minutes old.
  return useQuery({ ...entryFormQuery(siteId), staleTime: 0 });
}
