import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RetentionSettings, WorkerExport } from '@shared/schemas/privacy.schemas';
import { apiSend } from '@/lib/api-client';
import { invalidateEntryRequests } from '@/data/entry-requests';
import { setRetention } from '@/data/privacy';

/** PUT /api/privacy/settings. */
export function useUpdateRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionSettings) =>
      apiSend<RetentionSettings>('PUT', '/api/privacy/settings', body),
    onSuccess: (settings) => setRetention(queryClient, settings),
  });
}

/** POST /api/privacy/worker-export: the worker's data, by his phone. */
export function useExportWorkerData() {
  return useMutation({
    mutationFn: (phone: string) =>
      apiSend<WorkerExport>('POST', '/api/privacy/worker-export', { phone }),
  });
}

/** POST /api/privacy/worker-erase: his data erased; the history shows it once read again. */
export function useEraseWorkerData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) =>
      apiSend<{ erasedRequests: number; deletedImages: number }>(
        'POST',
        '/api/privacy/worker-erase',
        { phone },
      ),
    onSuccess: () => invalidateEntryRequests(queryClient),
  });
}
