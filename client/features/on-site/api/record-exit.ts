import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateEntryRequests, recordExit } from '@/data/entry-requests';

/** A manager signs a worker out of the site. */
export function useRecordExit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordExit,
    onSettled: () => invalidateEntryRequests(queryClient),
  });
}
