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
import { apiSend, apiUpload } from '@/lib/api-client';

/**
 * POST /api/permits, then its request: a new permit goes straight to the approvers. Its
 * instructions document, when one was chosen, is uploaded first and named by the permit.
 */
export function useRequestPermit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      instructionsFile,
      ...body
    }: Omit<CreatePermitBody, 'instructionsFileId'> & { instructionsFile: File | null }) => {
      const upload = new FormData();
      if (instructionsFile) upload.append('file', instructionsFile, instructionsFile.name);
      const instructionsFileId = instructionsFile
        ? (await apiUpload<{ id: string }>('/api/permits/files', upload)).id
        : null;
      const draft = await apiSend<Permit>('POST', '/api/permits', {
        ...body,
        instructionsFileId,
      });
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
