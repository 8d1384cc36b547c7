import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '../../../../test/fake-xhr';
import { submitEntryRequest } from './submit-entry-request';

const ANSWER = { success: true, requestId: 'r1', id: 'r1', requestNumber: 4, message: 'ok' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('POST /api/entry-requests from the worker form', () => {
  it('sends the same Idempotency-Key and the same body on every retry', async () => {
    const sent = stubXhr((_request, index) =>
      index === 0 ? 'network-error' : index === 1 ? { status: 502 } : { status: 201, body: ANSWER },
    );
    const body = new FormData();
    body.append('siteCode', 'DEMO');
    const retries: number[] = [];

    const answer = await submitEntryRequest(body, {
      idempotencyKey: 'form-key-1',
      sleep: () => Promise.resolve(),
      onRetry: ({ attempt }) => retries.push(attempt),
    });

    expect(answer).toEqual(ANSWER);
    expect(sent).toHaveLength(3);
    expect(sent.map((r) => r.headers['idempotency-key'])).toEqual([
      'form-key-1',
      'form-key-1',
      'form-key-1',
    ]);
    expect(sent.every((r) => r.body === body && r.url === '/api/entry-requests')).toBe(true);
    expect(retries).toEqual([2, 3]);
  });

  it('does not send again after the server refused the request', async () => {
    const sent = stubXhr(() => ({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'bad' },
    }));

    await expect(
      submitEntryRequest(new FormData(), { idempotencyKey: 'k', sleep: () => Promise.resolve() }),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(sent).toHaveLength(1);
  });
});
