import { useCallback, useEffect, useState } from 'react';
import type { SubmitEntryResponse } from '@shared/schemas/entry-request.schemas';
import { apiUpload } from '../api-client';
import { flushOutbox, type OutboxRecord, type QueuedSubmission } from './outbox';
import { canQueue, outboxStore } from './outbox-store';

/** While something waits, the page tries again this often, besides the browser's `online`. */
const RETRY_MS = 15_000;
const CHANGED = 'outbox-changed';

function sendQueued(body: FormData, key: string) {
  return apiUpload<SubmitEntryResponse>('/api/entry-requests', body, {
    headers: { 'Idempotency-Key': key },
  });
}

/**
 * Keeps a submission that could not be sent, until the page can send it; false where the browser cannot keep it (no
 * IndexedDB), and the form then says the send failed, as before there was a queue.
 */
export async function queueSubmission(
  item: Omit<QueuedSubmission, 'state' | 'queuedAt'>,
): Promise<boolean> {
  if (!(await canQueue())) return false;
  try {
    // A new submission is a new visit, maybe another worker's on a shared phone: what the phone
    // kept of earlier ones that are already sent or given up goes.
    const earlier = await outboxStore.list();
    for (const record of earlier) {
      if (record.state !== 'queued') await outboxStore.remove(record.key);
    }
    await outboxStore.put({ ...item, state: 'queued', queuedAt: Date.now() });
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(CHANGED));
  return true;
}

/**
 * The phone's outbox, sent by the page itself: at once, whenever the browser says it is online
 * again, and every 15 s while something waits (Background Sync is missing on iOS, and a page
 * that is open can do the same). The list is re-read after each round.
 */
export function useOutbox() {
  const [records, setRecords] = useState<OutboxRecord[] | null>(null);

  const flush = useCallback(() => sendAndRead().then(setRecords), []);

  const dismiss = useCallback(async (key: string) => {
    await outboxStore.remove(key).catch(() => undefined);
    setRecords(await readOutbox());
  }, []);

  const isWaiting = records?.some((record) => record.state === 'queued') ?? false;
  useEffect(() => {
    const onChange = () => void flush();
    void sendAndRead().then(setRecords);
    window.addEventListener('online', onChange);
    window.addEventListener(CHANGED, onChange);
    return () => {
      window.removeEventListener('online', onChange);
      window.removeEventListener(CHANGED, onChange);
    };
  }, [flush]);
  useEffect(() => {
    if (!isWaiting) return;
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [isWaiting, flush]);

  return { records, flush, dismiss };
}

function readOutbox(): Promise<OutboxRecord[]> {
  return outboxStore.list().catch(() => []);
}

/** One round of sending, then what the outbox holds after it; any page may start one. */
export async function sendAndRead(): Promise<OutboxRecord[]> {
  if (!(await canQueue())) return [];
  await flushOutbox(outboxStore, sendQueued).catch(() => undefined);
  return readOutbox();
}
