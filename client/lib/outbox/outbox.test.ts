import { describe, expect, it, vi } from 'vitest';
import type { SubmitEntryResponse } from '@shared/schemas/entry-request.schemas';
import { ApiClientError } from '../api-client';
import {
  OUTBOX_MAX_AGE_MS,
  flushOutbox,
  toFormData,
  toParts,
  type OutboxRecord,
  type OutboxStore,
  type QueuedSubmission,
} from './outbox';

/** The outbox in memory: jsdom has no IndexedDB; Chromium runs the real one in e2e. */
function memoryStore(
  records: OutboxRecord[],
): OutboxStore & { records: Map<string, OutboxRecord> } {
  const map = new Map(records.map((record) => [record.key, record]));
  return {
    records: map,
    list: async () => [...map.values()],
    put: async (record) => void map.set(record.key, record),
    remove: async (key) => void map.delete(key),
  };
}

const NOW = Date.UTC(2026, 10, 27, 6, 0);

function queued(key: string, overrides: Partial<QueuedSubmission> = {}): QueuedSubmission {
  const body = new FormData();
  body.append('siteCode', 'DEMO');
  body.append('file_selfiePhoto', new Blob(['jpeg'], { type: 'image/jpeg' }), 'selfie.jpg');
  return {
    key,
    state: 'queued',
    queuedAt: NOW - 60_000,
    siteName: 'Tower A',
    language: 'he',
    isKiosk: false,
    parts: toParts(body),
    ...overrides,
  };
}

const answer = (id: string, requestNumber: number): SubmitEntryResponse => ({
  success: true,
  id,
  requestId: id,
  requestNumber,
  message: 'ok',
});

describe('the outbox', () => {
  it('sends each queued submission with its own key and keeps only its number afterwards', async () => {
    const store = memoryStore([queued('k-2', { queuedAt: NOW - 1000 }), queued('k-1')]);
    const send = vi.fn(async (_body: FormData, key: string) =>
      answer(`r-${key}`, key === 'k-1' ? 11 : 12),
    );

    await flushOutbox(store, send, () => NOW);

    expect(send.mock.calls.map(([, key]) => key)).toEqual(['k-1', 'k-2']);
    const photo = send.mock.calls[0]![0].get('file_selfiePhoto') as File;
    expect(photo.name).toBe('selfie.jpg');
    expect(photo.type).toBe('image/jpeg');
    expect(store.records.get('k-1')).toEqual({
      key: 'k-1',
      state: 'sent',
      sentAt: NOW,
      requestId: 'r-k-1',
      requestNumber: 11,
      siteName: 'Tower A',
      language: 'he',
      isKiosk: false,
    });
  });

  it('sends nothing twice: a second round after a sent one sends nothing', async () => {
    const store = memoryStore([queued('k-1')]);
    const send = vi.fn(async () => answer('r-1', 1));
    await flushOutbox(store, send, () => NOW);
    await flushOutbox(store, send, () => NOW);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('runs one round at a time however often the network comes back', async () => {
    const store = memoryStore([queued('k-1')]);
    let release: () => void = () => undefined;
    const send = vi.fn(
      () =>
        new Promise<SubmitEntryResponse>((resolve) => (release = () => resolve(answer('r', 1)))),
    );
    const first = flushOutbox(store, send, () => NOW);
    const second = flushOutbox(store, send, () => NOW);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    release();
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps everything queued while there is no answer, and stops the round', async () => {
    const store = memoryStore([queued('k-1'), queued('k-2', { queuedAt: NOW - 1 })]);
    const send = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await flushOutbox(store, send, () => NOW);
    expect(send).toHaveBeenCalledTimes(1);
    expect([...store.records.values()].map((r) => r.state)).toEqual(['queued', 'queued']);

    const busy = vi.fn(async () => {
      throw new ApiClientError(503, 'SERVICE_UNAVAILABLE', undefined, undefined);
    });
    await flushOutbox(store, busy, () => NOW);
    expect(store.records.get('k-1')?.state).toBe('queued');
  });

  it('discards a submission older than a day unsent, to tell the worker', async () => {
    const store = memoryStore([queued('old', { queuedAt: NOW - OUTBOX_MAX_AGE_MS - 1 })]);
    const send = vi.fn(async () => answer('r', 1));
    await flushOutbox(store, send, () => NOW);
    expect(send).not.toHaveBeenCalled();
    expect(store.records.get('old')).toMatchObject({
      state: 'discarded',
      reason: 'expired',
      message: null,
    });
    expect(store.records.get('old')).not.toHaveProperty('parts');
  });

  it('gives up a refused submission with the server’s words, and goes on with the next', async () => {
    const store = memoryStore([queued('bad'), queued('good', { queuedAt: NOW - 1 })]);
    const send = vi.fn(async (_body: FormData, key: string) => {
      if (key === 'bad') {
        throw new ApiClientError(403, 'KIOSK_REVOKED', 'הטאבלט הזה כבר אינו הקיוסק', undefined);
      }
      return answer('r-good', 2);
    });
    await flushOutbox(store, send, () => NOW);
    expect(store.records.get('bad')).toMatchObject({
      state: 'discarded',
      reason: 'refused',
      message: 'הטאבלט הזה כבר אינו הקיוסק',
    });
    expect(store.records.get('good')?.state).toBe('sent');
  });

  it('forgets a kiosk’s submission entirely once it is sent', async () => {
    const store = memoryStore([queued('kiosk-1', { isKiosk: true })]);
    await flushOutbox(
      store,
      async () => answer('r', 3),
      () => NOW,
    );
    expect(store.records.size).toBe(0);
  });

  it('drops sent records after a day', async () => {
    const store = memoryStore([
      {
        key: 'sent-long-ago',
        state: 'sent',
        sentAt: NOW - OUTBOX_MAX_AGE_MS - 1,
        requestId: 'r',
        requestNumber: 1,
        siteName: 'Tower A',
        language: 'en',
        isKiosk: false,
      },
    ]);
    await flushOutbox(store, vi.fn(), () => NOW);
    expect(store.records.size).toBe(0);
  });

  it('rebuilds the multipart body part for part', () => {
    const body = new FormData();
    body.append('formData', '{"firstName":"דנה"}');
    body.append('file_signature', new Blob(['png'], { type: 'image/png' }), 'signature.png');
    const rebuilt = toFormData(toParts(body));
    expect(rebuilt.get('formData')).toBe('{"firstName":"דנה"}');
    expect((rebuilt.get('file_signature') as File).name).toBe('signature.png');
  });
});
