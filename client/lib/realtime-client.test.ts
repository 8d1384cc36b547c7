import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { RealtimeClient, realtimeUrl, reconnectDelay } from './realtime-client';

function setup() {
  const sockets: FakeWebSocket[] = [];
  const client = new RealtimeClient((url) => {
    const socket = new FakeWebSocket(url);
    sockets.push(socket);
    return socket;
  });
  const latest = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  };
  return { client, sockets, latest };
}

/** Milliseconds until the next socket is created, measured on the fake clock. */
function delayUntilNextSocket(sockets: FakeWebSocket[]): number {
  const before = sockets.length;
  const start = Date.now();
  vi.advanceTimersToNextTimer();
  if (sockets.length !== before + 1) throw new Error('the next timer did not reconnect');
  return Date.now() - start;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('starts at 3 s, grows 1.5 times per attempt and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map(reconnectDelay)).toEqual([
      3000, 4500, 6750, 10125, 15188, 22781, 30000, 30000, 30000,
    ]);
  });
});

describe('realtimeUrl', () => {
  it('uses ws on http pages and wss on https pages, on the same host', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/ws',
    );
    expect(realtimeUrl({ protocol: 'https:', host: 'site.example' })).toBe('wss://site.example/ws');
  });
});

describe('RealtimeClient', () => {
  it('reconnects after each drop with 3000, 4500, 6750 ... ms, capped at 30000', () => {
    const { client, sockets, latest } = setup();
    client.connect('ws://test/ws');
    expect(latest().url).toBe('ws://test/ws');

    const delays: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      latest().drop();
      delays.push(delayUntilNextSocket(sockets));
    }

    expect(delays).toEqual([3000, 4500, 6750, 10125, 15188, 22781, 30000, 30000]);
    client.close();
  });

  it('starts the backoff again from 3 s once a connection opens', () => {
    const { client, sockets, latest } = setup();
    client.connect('ws://test/ws');
    latest().drop();
    delayUntilNextSocket(sockets);
    latest().drop();
    expect(delayUntilNextSocket(sockets)).toBe(4500);

    latest().open();
    latest().drop();

    expect(delayUntilNextSocket(sockets)).toBe(3000);
    client.close();
  });

  it('treats an error like a drop, reconnecting once', () => {
    const { client, sockets, latest } = setup();
    client.connect('ws://test/ws');
    latest().open();

    latest().fail();

    expect(latest().isClosedByClient).toBe(true);
    expect(delayUntilNextSocket(sockets)).toBe(3000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    client.close();
  });

  it('runs the open handlers on every open, so a page resubscribes after a reconnect', () => {
    const { client, sockets, latest } = setup();
    client.onOpen(() => client.send({ type: 'subscribe', entryId: 'abcdefghijklmnop' }));
    client.connect('ws://test/ws');
    latest().open();
    expect(latest().sent).toEqual(['{"type":"subscribe","entryId":"abcdefghijklmnop"}']);

    latest().drop();
    delayUntilNextSocket(sockets);
    latest().open();

    expect(sockets).toHaveLength(2);
    expect(latest().sent).toEqual(['{"type":"subscribe","entryId":"abcdefghijklmnop"}']);
    client.close();
  });

  it('runs the open handlers again on resync, the server having missed events', () => {
    const { client, sockets, latest } = setup();
    let opens = 0;
    client.onOpen(() => (opens += 1));
    client.connect('ws://test/ws');
    latest().open();
    latest().receive({ type: 'resync', data: {} });

    expect(opens).toBe(2);
    expect(sockets).toHaveLength(1);
    client.close();
  });

  it('runs the reconnect handlers only when something may have been missed', () => {
    const { client, sockets, latest } = setup();
    let reconnects = 0;
    client.onReconnect(() => (reconnects += 1));
    client.connect('ws://test/ws');
    latest().open();
    expect(reconnects).toBe(0);

    // A screen mounted on an open connection reads its own data; nothing to heal.
    const late = vi.fn();
    client.onReconnect(late);
    expect(late).not.toHaveBeenCalled();

    latest().drop();
    delayUntilNextSocket(sockets);
    latest().open();
    expect(reconnects).toBe(1);
    expect(late).toHaveBeenCalledTimes(1);

    latest().receive({ type: 'resync', data: {} });
    expect(reconnects).toBe(2);
    client.close();
  });

  it('counts a first open after a failed attempt as a reconnect', () => {
    const { client, sockets, latest } = setup();
    let reconnects = 0;
    client.onReconnect(() => (reconnects += 1));
    client.connect('ws://test/ws');
    latest().fail();
    delayUntilNextSocket(sockets);
    latest().open();
    expect(reconnects).toBe(1);
    client.close();
  });

  it('delivers each message to the handlers of its type until they unsubscribe', () => {
    const { client, latest } = setup();
    const approvals: string[] = [];
    const rejections: string[] = [];
    const stopApprovals = client.onMessage('approval', (m) => approvals.push(m.data.entryId));
    client.onMessage('rejection', (m) => rejections.push(m.data.entryId));
    client.connect('ws://test/ws');
    latest().open();

    latest().receive({ type: 'approval', data: { entryId: 'a1', siteId: 1 } });
    latest().receive({ type: 'rejection', data: { entryId: 'r1', siteId: 1 } });
    latest().receive('not json');
    latest().receive({ data: { entryId: 'no type' } });
    stopApprovals();
    latest().receive({ type: 'approval', data: { entryId: 'a2', siteId: 1 } });

    expect(approvals).toEqual(['a1']);
    expect(rejections).toEqual(['r1']);
    client.close();
  });

  it('sends only while connected', () => {
    const { client, latest } = setup();
    client.connect('ws://test/ws');

    expect(client.send({ type: 'ping' })).toBe(false);
    latest().open();
    expect(client.send({ type: 'ping' })).toBe(true);
    expect(latest().sent).toEqual(['{"type":"ping"}']);
    client.close();
  });

  it('stops for good after close(): no reconnect and no more messages', () => {
    const { client, sockets, latest } = setup();
    const seen: string[] = [];
    client.onMessage('approval', (m) => seen.push(m.data.entryId));
    client.connect('ws://test/ws');
    const socket = latest();
    socket.open();

    client.close();
    socket.receive({ type: 'approval', data: { entryId: 'late', siteId: 1 } });
    vi.advanceTimersByTime(120_000);

    expect(socket.isClosedByClient).toBe(true);
    expect(sockets).toHaveLength(1);
    expect(seen).toEqual([]);
  });

  it('cancels a pending reconnect when closed while waiting', () => {
    const { client, sockets, latest } = setup();
    client.connect('ws://test/ws');
    latest().drop();

    client.close();
    vi.advanceTimersByTime(120_000);

    expect(sockets).toHaveLength(1);
  });
});
