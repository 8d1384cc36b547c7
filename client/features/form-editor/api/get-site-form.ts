import { useQuery } from '@tanstack/react-query';
import { editableEntryFormQuery } from '@/data/entry-forms';

/** The form a worker fills now, with its version and its checks' answers. */
export function useSiteForm(siteId: number) {
  // The editor must start from what workers see now, not from a copy minutes old.
  return useQuery({ ...editableEntryFormQuery(siteId), staleTime: 0 });
}
