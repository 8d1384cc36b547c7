import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RollCall } from '@shared/schemas/on-site.schemas';
import { apiSend } from '@/lib/api-client';
import { entryRequestKeys } from '@/data/entry-requests';
import { withEntryMarked } from '../lib/roll-call-state';

/** PATCH /api/roll-calls/{id}/entries/{entryId} {isSafe}: the answer is the whole roll call. */
export function markRollCallEntry(rollCallId: number, entryId: number, isSafe: boolean) {
  return apiSend<RollCall>('PATCH', `/api/roll-calls/${rollCallId}/entries/${entryId}`, {
    isSafe,
  });
}

/**
 * The tick shows at once (an evacuation does not wait for a slow network) and is undone if the
 * server refuses it.
 */
export function useMarkRollCallEntry(rollCallId: number) {
  const queryClient = useQueryClient();
  const key = entryRequestKeys.rollCall(rollCallId);
  return useMutation({
    mutationFn: ({ entryId, isSafe }: { entryId: number; isSafe: boolean }) =>
      markRollCallEntry(rollCallId, entryId, isSafe),
    onMutate: async ({ entryId, isSafe }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<RollCall>(key);
      if (previous) queryClient.setQueryData(key, withEntryMarked(previous, entryId, isSafe));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (rollCall) => queryClient.setQueryData(key, rollCall),
  });
}
