import { ApiClientError } from '@/lib/api-client';

/** Waits before the 2nd, 3rd, 4th and 5th attempt: about half a minute in all. */
export const RETRY_DELAYS_MS = [2000, 4000, 8000, 16000] as const;

export interface RetryNotice {
  /** The attempt about to start, counting from 1. */
  attempt: number;
  total: number;
  delayMs: number;
}

/**
 * Worth sending again: no answer at all (the fetch or upload failed), a timeout or a server
 * error. A 4xx answer is the server's final word on this request.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  if (error instanceof ApiClientError) return error.status >= 500 || error.status === 408;
  return error instanceof TypeError;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

/**
 * Runs send() until it succeeds, a failure is not retryable, or the delays are used up. The
 * caller keeps the request identical between attempts (the same Idempotency-Key), so the server
 * turns a repeat into the first answer.
 */
export async function sendWithRetry<T>(
  send: () => Promise<T>,
  options: {
    delaysMs?: readonly number[];
    onRetry?: (notice: RetryNotice) => void;
    sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  const { delaysMs = RETRY_DELAYS_MS, onRetry, sleep = wait, signal } = options;
  const total = delaysMs.length + 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const delayMs = delaysMs[attempt - 1];
      if (delayMs === undefined || !isRetryable(error)) throw error;
      onRetry?.({ attempt: attempt + 1, total, delayMs });
      await sleep(delayMs, signal);
    }
  }
}
