import type { SubmitEntryResponse } from '@shared/schemas/entry-request.schemas';
import { apiUpload } from '@/lib/api-client';
import { sendWithRetry, type RetryNotice } from '../lib/send-with-retry';

export interface SubmitOptions {
  /** The filled form's key: the same on every attempt, so a repeat gets the first answer. */
  idempotencyKey: string;
  onProgress?: (fraction: number) => void;
  onRetry?: (notice: RetryNotice) => void;
  signal?: AbortSignal;
  /** Replaces the waiting between attempts (tests). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * POST /api/entry-requests (docs/uploads.md): the multipart body of
 * buildSubmission(), sent with upload progress and retried on network and server failures.
 */
export function submitEntryRequest(
  body: FormData,
  options: SubmitOptions,
): Promise<SubmitEntryResponse> {
  const { idempotencyKey, onProgress, onRetry, signal, sleep } = options;
  return sendWithRetry(
    () =>
      apiUpload<SubmitEntryResponse>('/api/entry-requests', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
        onProgress,
        signal,
      }),
    { onRetry, signal, sleep },
  );
}
