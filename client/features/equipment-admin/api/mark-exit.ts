import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordExit } from '@/data/entry-requests';

/** The worker has left the scaffold or platform. */
export function useMarkExit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordExit,
    // Every staff list of who is where reads the exit (queue badge, on-site list, this list).
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
