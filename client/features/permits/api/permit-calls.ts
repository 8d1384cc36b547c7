import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PermitCheck } from '@shared/permits/permit-checks';
import type { StaffMove } from '@shared/permits/permit-lifecycle';
import type {
  CreatePermitBody,
  ExtendBody,
  MoveBody,
  Permit,
} from '@shared/schemas/permit.schemas';
import { invalidatePermits } from '@/data/permits';
import { apiSend } from '@/lib/api-client';

/** POST /api/permits, then its request: a new permit goes straight to the approvers. */
export function useRequestPermit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatePermitBody) => {
      const draft = await apiSend<Permit>('POST', '/api/permits', body);
      return apiSend<Permit>('POST', `/api/permits/${draft.id}/request`, {});
    },
    onSettled: () => invalidatePermits(client),
  });
}

/** POST /api/permits/{id}/{move}. */
export function useMovePermit(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { move: StaffMove; body: Partial<MoveBody> }) =>
      apiSend<Permit>('POST', `/api/permits/${id}/${input.move}`, input.body),
    onSettled: () => invalidatePermits(client),
  });
}

/** POST /api/permits/{id}/extend. */
export function useExtendPermit(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExtendBody) => apiSend<Permit>('POST', `/api/permits/${id}/extend`, body),
    onSettled: () => invalidatePermits(client),
  });
}

/** POST /api/permits/{id}/overrides. */
export function useOverrideCheck(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { check: PermitCheck; reason: string }) =>
      apiSend<Permit>('POST', `/api/permits/${id}/overrides`, body),
    onSettled: () => invalidatePermits(client),
  });
}
