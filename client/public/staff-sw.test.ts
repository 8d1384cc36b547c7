import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import type { PushPayload } from '@shared/notifications/push-payload';

/**
 * The staff app's service worker run as a browser runs it: its source in a context whose `self`
 * is a fake service-worker global. The test fires the events a browser fires (push,
 * notificationclick, fetch) and reads what the worker asked of the browser.
 */
const SOURCE = fs.readFileSync(path.join(import.meta.dirname, 'staff-sw.js'), 'utf8');
const ORIGIN = 'https://gate.example.test';

interface FakeWindow {
  url: string;
  navigate: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
}

function loadWorker(options: { windows?: FakeWindow[]; fetch?: typeof fetch } = {}) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const fetchFn = vi.fn(options.fetch ?? (async () => new Response(null, { status: 404 })));
  const self = {
    location: new URL(`${ORIGIN}/staff-sw.js`),
    registration: { showNotification },
    clients: {
      matchAll: vi.fn(async () => options.windows ?? []),
      openWindow,
      claim: vi.fn(async () => undefined),
    },
    skipWaiting: vi.fn(async () => undefined),
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
  };
  vm.runInNewContext(SOURCE, {
    self,
    caches: { open: vi.fn(), keys: vi.fn(), match: vi.fn(), delete: vi.fn() },
    fetch: fetchFn,
    URL,
    Response,
  });

  /** Fires an event and waits for the work it handed to waitUntil. */
  async function fire(type: string, event: Record<string, unknown>) {
    const pending: Promise<unknown>[] = [];
    const respondWith = vi.fn();
    listeners.get(type)!({
      ...event,
      waitUntil: (work: Promise<unknown>) => pending.push(work),
      respondWith,
    });
    await Promise.all(pending);
    return { respondWith };
  }
  return { fire, showNotification, openWindow, fetch: fetchFn };
}

const PAYLOAD: PushPayload = {
  tag: 'entry-abc',
  title: 'בקשת כניסה חדשה · מגדלי הים',
  body: 'אבי כהן ממתין לאישור בשער',
  lang: 'he',
  dir: 'rtl',
  url: '/manager/approval-queue',
  decide: {
    token: 'proof-of-one-use',
    actions: [
      { action: 'approve', title: 'אישור' },
      { action: 'reject', title: 'דחייה' },
    ],
    outcome: {
      approve: 'הכניסה של אבי כהן אושרה',
      reject: 'הבקשה של אבי כהן נדחתה',
      conflict: '{{name}} כבר החליט על הבקשה של אבי כהן',
      failed: 'לא ניתן היה להחליט מההתראה. פתחו את התור.',
    },
  },
};

const pushEvent = (payload: unknown) => ({ data: { json: () => payload } });
const click = (action: string, data: unknown = PAYLOAD) => ({
  action,
  notification: { data, close: vi.fn() },
});

describe('the staff service worker', () => {
  it('shows a push message as a notification in its language, with its buttons', async () => {
    const worker = loadWorker();
    await worker.fire('push', pushEvent(PAYLOAD));
    expect(worker.showNotification).toHaveBeenCalledWith(PAYLOAD.title, {
      body: PAYLOAD.body,
      tag: 'entry-abc',
      lang: 'he',
      dir: 'rtl',
      icon: '/staff-icon-192.png',
      badge: '/staff-icon-192.png',
      requireInteraction: true,
      actions: PAYLOAD.decide!.actions,
      data: PAYLOAD,
    });
  });

  it('shows a message without buttons as one that may go away by itself, and ignores an empty push', async () => {
    const worker = loadWorker();
    const { decide: _decide, ...plain } = PAYLOAD;
    await worker.fire('push', pushEvent(plain));
    expect(worker.showNotification).toHaveBeenCalledWith(
      PAYLOAD.title,
      expect.objectContaining({ requireInteraction: false, actions: [] }),
    );
    await worker.fire('push', { data: null });
    expect(worker.showNotification).toHaveBeenCalledTimes(1);
  });

  it('opens the screen of the notification in the staff window already open, and focuses it', async () => {
    const windows: FakeWindow[] = [
      { url: `${ORIGIN}/w/GATE1`, navigate: vi.fn(), focus: vi.fn() },
      { url: `${ORIGIN}/manager/dashboard`, navigate: vi.fn(), focus: vi.fn() },
    ];
    const worker = loadWorker({ windows });
    await worker.fire('notificationclick', click(''));
    expect(windows[1]!.navigate).toHaveBeenCalledWith('/manager/approval-queue');
    expect(windows[1]!.focus).toHaveBeenCalled();
    expect(windows[0]!.navigate).not.toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window on the screen when no staff window is open', async () => {
    const worker = loadWorker({ windows: [{ url: `${ORIGIN}/w/GATE1`, navigate: vi.fn(), focus: vi.fn() }] });
    await worker.fire('notificationclick', click(''));
    expect(worker.openWindow).toHaveBeenCalledWith('/manager/approval-queue');
    const bare = loadWorker();
    await bare.fire('notificationclick', click('', null));
    expect(bare.openWindow).toHaveBeenCalledWith('/manager');
  });

  it('decides from a button with its proof and says it is done', async () => {
    const worker = loadWorker({ fetch: async () => Response.json({ entryId: 'abc', status: 'approved' }) });
    const event = click('approve');
    await worker.fire('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(worker.fetch).toHaveBeenCalledWith('/api/push/actions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'proof-of-one-use', action: 'approve' }),
    });
    expect(worker.showNotification).toHaveBeenCalledWith(
      PAYLOAD.title,
      expect.objectContaining({ body: 'הכניסה של אבי כהן אושרה', tag: 'entry-abc', dir: 'rtl' }),
    );
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('says who decided first when the request was already decided', async () => {
    const worker = loadWorker({
      fetch: async () =>
        Response.json(
          { code: 'ENTRY_STATE_CONFLICT', decidedBy: { id: 3, fullName: 'דנה לוי' } },
          { status: 409 },
        ),
    });
    await worker.fire('notificationclick', click('reject'));
    expect(worker.showNotification).toHaveBeenCalledWith(
      PAYLOAD.title,
      expect.objectContaining({ body: 'דנה לוי כבר החליט על הבקשה של אבי כהן' }),
    );
  });

  it('says the decision failed when offline or refused', async () => {
    const offline = loadWorker({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await offline.fire('notificationclick', click('approve'));
    const refused = loadWorker({ fetch: async () => new Response(null, { status: 410 }) });
    await refused.fire('notificationclick', click('approve'));
    for (const worker of [offline, refused]) {
      expect(worker.showNotification).toHaveBeenCalledWith(
        PAYLOAD.title,
        expect.objectContaining({ body: PAYLOAD.decide!.outcome.failed }),
      );
    }
  });

  it('leaves API answers to the network, never to its cache', async () => {
    const worker = loadWorker();
    const { respondWith } = await worker.fire('fetch', {
      request: { url: `${ORIGIN}/api/entry-requests/pending`, method: 'GET', mode: 'cors' },
    });
    expect(respondWith).not.toHaveBeenCalled();
  });
});
