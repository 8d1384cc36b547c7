import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { entryRequestKeys } from '@/lib/entry-request-keys';

/** POST /api/entry-requests/{id}/exit: a manager signs a worker out of the site. */
export function recordExit(entryRequestId: string): Promise<unknown> {
  // An empty JSON object: a JSON content type with no body is refused.
  return apiSend('POST', `/api/entry-requests/${encodeURIComponent(entryRequestId)}/exit`, {});
}

export function useRecordExit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordExit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: entryRequestKeys.all }),
  });
}
