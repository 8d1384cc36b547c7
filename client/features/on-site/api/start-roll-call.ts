import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RollCall } from '@shared/schemas/on-site.schemas';
import { apiSend } from '@/lib/api-client';
import { entryRequestKeys } from '@/data/entry-requests';

/** POST /api/roll-calls {siteId}: snapshots everyone on the site now. */
export function startRollCall(siteId: number): Promise<RollCall> {
  return apiSend<RollCall>('POST', '/api/roll-calls', { siteId });
}

export function useStartRollCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRollCall,
    onSuccess: (rollCall) => {
      queryClient.setQueryData(entryRequestKeys.rollCall(rollCall.id), rollCall);
      return queryClient.invalidateQueries({
        queryKey: entryRequestKeys.rollCalls(rollCall.siteId),
      });
    },
  });
}
