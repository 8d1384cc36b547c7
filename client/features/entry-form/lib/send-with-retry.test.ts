import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import { isRetryable, sendWithRetry } from './send-with-retry';

const noWait = () => Promise.resolve();

describe('sendWithRetry', () => {
  it('retries network failures and server errors with growing delays, then succeeds', async () => {
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiClientError(503, 'SERVICE_UNAVAILABLE', undefined, undefined))
      .mockResolvedValueOnce('done');
    const sleep = vi.fn((_ms: number) => Promise.resolve());
    const notices: number[] = [];

    await expect(
      sendWithRetry(send, { sleep, onRetry: (n) => notices.push(n.attempt) }),
    ).resolves.toBe('done');

    expect(send).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([2000, 4000]);
    expect(notices).toEqual([2, 3]);
  });

  it('gives up after the last delay with the last failure', async () => {
    const failure = new TypeError('Failed to fetch');
    const send = vi.fn(() => Promise.reject(failure));

    await expect(sendWithRetry(send, { sleep: noWait, delaysMs: [1, 1] })).rejects.toBe(failure);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('does not repeat a request the server refused', async () => {
    const refusal = new ApiClientError(400, 'VALIDATION_FAILED', 'bad', undefined);
    const send = vi.fn(() => Promise.reject(refusal));

    await expect(sendWithRetry(send, { sleep: noWait })).rejects.toBe(refusal);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('isRetryable', () => {
  it('retries no answer, timeouts and 5xx, never 4xx or an abort', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiClientError(500, 'INTERNAL', undefined, undefined))).toBe(true);
    expect(isRetryable(new ApiClientError(408, undefined, undefined, undefined))).toBe(true);
    expect(isRetryable(new ApiClientError(413, 'PAYLOAD_TOO_LARGE', undefined, undefined))).toBe(
      false,
    );
    expect(isRetryable(new ApiClientError(429, 'TOO_MANY_REQUESTS', undefined, undefined))).toBe(
      false,
    );
    expect(isRetryable(new DOMException('Aborted', 'AbortError'))).toBe(false);
  });
});
