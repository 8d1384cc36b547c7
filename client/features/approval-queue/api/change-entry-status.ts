import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntryRequestStatus, StatusChangeBody } from '@shared/schemas/entry-request.schemas';
import { apiSend } from '@/lib/api-client';
import { entryRequestKeys } from '@/lib/entry-request-keys';

/**
 * POST /api/entry-requests/{id}/status: approve, reject with a reason, or announce the safety
 * manager. A 409 means another manager decided first (DESIGN.md section 5).
 */
export function changeEntryStatus(id: string, body: StatusChangeBody): Promise<EntryRequestStatus> {
  return apiSend<EntryRequestStatus>(
    'POST',
    `/api/entry-requests/${encodeURIComponent(id)}/status`,
    body,
  );
}

/** Whatever the answer, every staff view of requests is read again: the queue, the details. */
export function useChangeEntryStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusChangeBody) => changeEntryStatus(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: entryRequestKeys.all }),
  });
}
