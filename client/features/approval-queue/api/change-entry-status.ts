import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusChangeBody } from '@shared/schemas/entry-request.schemas';
import { changeEntryStatus, invalidateEntryRequests } from '@/data/entry-requests';

/** Whatever the answer, every staff view of requests is read again: the queue, the details. */
export function useChangeEntryStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusChangeBody) => changeEntryStatus(id, body),
    onSettled: () => invalidateEntryRequests(queryClient),
  });
}
