import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app';
import { openSocket } from '../../test/socket-probe';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await buildTestApp({ websocket: { maxPerAddress: 3, maxMessagesPerMinute: 5 } });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

const open = () => openSocket(base, { origin: base });

async function closeAll(sockets: ReturnType<typeof open>[]) {
  await Promise.all(
    sockets.map((s) => {
      const closed = new Promise((resolve) => s.socket.once('close', resolve));
      s.socket.close();
      return closed;
    }),
  );
  // The server counts a socket out when its own close event runs.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('WebSocket limits', () => {
  it('refuses one socket more than the per-address cap, before the upgrade', async () => {
    const sockets = [open(), open(), open()];
    expect(await Promise.all(sockets.map((s) => s.answer))).toEqual([101, 101, 101]);
    expect(await open().answer).toBe(429);

    await closeAll([sockets[0]!]);
    const again = open();
    expect(await again.answer).toBe(101);
    await closeAll([...sockets.slice(1), again]);
  });

  it('closes a socket that floods it with messages, so subscribes cannot hammer the database', async () => {
    const probe = open();
    expect(await probe.answer).toBe(101);
    const closed = new Promise<number>((resolve) => probe.socket.once('close', resolve));
    for (let i = 0; i < 1000; i += 1) {
      if (probe.socket.readyState !== probe.socket.OPEN) break;
      probe.socket.send(JSON.stringify({ type: 'subscribe', entryId: `unknown-entry-${i}-0000` }));
    }
    expect(await closed).toBe(1008);
    const answered = probe.messages.filter((m) => m.type === 'error').length;
    expect(answered).toBeLessThanOrEqual(5);
  });
});

describe('WebSocket limits at their defaults', () => {
  it('lets 300 workers behind one gate address keep their waiting pages open', async () => {
    const defaults = testConfig().websocket;
    expect(defaults.maxPerAddress).toBeGreaterThanOrEqual(300);
    const crowd = await buildTestApp();
    try {
      const url = await crowd.app.listen({ host: '127.0.0.1', port: 0 });
      const sockets = Array.from({ length: 300 }, () => openSocket(url, { origin: url }));
      const answers = await Promise.all(sockets.map((s) => s.answer));
      expect(answers.filter((a) => a === 101)).toHaveLength(300);
      for (const s of sockets) s.socket.close();
    } finally {
      await crowd.close();
    }
  }, 60_000);
});
