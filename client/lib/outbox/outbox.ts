import type { Language } from '@shared/i18n/languages';
import type { SubmitEntryResponse } from '@shared/schemas/entry-request.schemas';
import { ApiClientError } from '../api-client';

/** A queued submission older than this is yesterday's: discarded, and the worker told. */
export const OUTBOX_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** One part of the multipart body, as FormData holds it: text, or a photo as a Blob. */
export type OutboxPart = [name: string, value: string | Blob, fileName?: string];

interface OutboxBase {
  /** The submission's Idempotency-Key: every send of it is the same request to the server. */
  key: string;
  siteName: string;
  language: Language;
  /** A kiosk forgets a submission once it is sent: the next worker must find nothing of it. */
  isKiosk: boolean;
}

export interface QueuedSubmission extends OutboxBase {
  state: 'queued';
  queuedAt: number;
  parts: OutboxPart[];
}

/** What stays of a sent submission on the worker's own phone: no answer, no photo. */
export interface SentSubmission extends OutboxBase {
  state: 'sent';
  sentAt: number;
  requestId: string;
  requestNumber: number;
}

/** Why the phone gave a submission up, told once to the worker. */
export interface DiscardedSubmission extends OutboxBase {
  state: 'discarded';
  reason: 'expired' | 'refused';
  /** The server's refusal in the worker's language, when it refused. */
  message: string | null;
}

export type OutboxRecord = QueuedSubmission | SentSubmission | DiscardedSubmission;

/** Where the records live: IndexedDB on a phone (outbox-store.ts), memory in the tests. */
export interface OutboxStore {
  list(): Promise<OutboxRecord[]>;
  put(record: OutboxRecord): Promise<void>;
  remove(key: string): Promise<void>;
}

export type SendSubmission = (body: FormData, key: string) => Promise<SubmitEntryResponse>;

export function toParts(body: FormData): OutboxPart[] {
  return [...body.entries()].map(([name, value]) =>
    typeof value === 'string' ? [name, value] : [name, value, value.name],
  );
}

export function toFormData(parts: readonly OutboxPart[]): FormData {
  const body = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, value, fileName);
  }
  return body;
}

/** No answer at all: the network is still down, so the rest of the queue waits too. */
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiClientError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

let flushing: Promise<void> | null = null;

/**
 * Sends each queued submission once, oldest first, with its own key, so a submission the
 * server already stored (its answer was lost) comes back as the first answer instead of a
 * second request. A refusal is final and discards it; an old one is discarded unsent; no
 * answer stops the round until the network returns. Sent and discarded records are kept a day
 * at most, on the worker's phone only. One round runs at a time in a page.
 */
export function flushOutbox(
  store: OutboxStore,
  send: SendSubmission,
  now: () => number = Date.now,
): Promise<void> {
  flushing ??= runFlush(store, send, now).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function runFlush(store: OutboxStore, send: SendSubmission, now: () => number) {
  const records = await store.list();
  for (const record of records) {
    if (record.state === 'sent' && now() - record.sentAt > OUTBOX_MAX_AGE_MS) {
      await store.remove(record.key);
    }
  }
  const queued = records
    .filter((record): record is QueuedSubmission => record.state === 'queued')
    .sort((a, b) => a.queuedAt - b.queuedAt);
  for (const item of queued) {
    const { parts: _parts, queuedAt, state: _state, ...base } = item;
    if (now() - queuedAt > OUTBOX_MAX_AGE_MS) {
      await store.put({ ...base, state: 'discarded', reason: 'expired', message: null });
      continue;
    }
    let answer: SubmitEntryResponse;
    try {
      answer = await send(toFormData(item.parts), item.key);
    } catch (error) {
      if (isUnreachable(error)) return;
      const message = (error as ApiClientError).serverMessage ?? null;
      await store.put({ ...base, state: 'discarded', reason: 'refused', message });
      continue;
    }
    if (item.isKiosk) await store.remove(item.key);
    else {
      await store.put({
        ...base,
        state: 'sent',
        sentAt: now(),
        requestId: answer.id || answer.requestId,
        requestNumber: answer.requestNumber,
      });
    }
  }
}
