import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

/** POST /api/entry-requests/{id}/exit: the worker has left the scaffold or platform. */
export function markExit(entryId: string) {
  return apiSend<unknown>('POST', `/api/entry-requests/${encodeURIComponent(entryId)}/exit`);
}

export function useMarkExit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markExit,
    // Every staff list of who is where reads the exit (queue badge, on-site list, this list).
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
