import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { entryRequestKey } from './get-entry-request';

/** POST /api/entry-requests/{id}/exit: an approved worker signs out. */
export function signOutOfSite(id: string): Promise<unknown> {
  // An empty JSON object, not an empty body: a JSON content type with no body is a 400.
  return apiSend('POST', `/api/entry-requests/${encodeURIComponent(id)}/exit`, {});
}

/** Signs out, then reads the request again so the page shows the recorded exit time. */
export function useSignOutOfSite(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOutOfSite(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entryRequestKey(id) }),
  });
}
