import net from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp | null = null;
const sockets: net.Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await t?.close();
  t = null;
});

/** The app listening on a loopback port, with the connection settings given. */
async function listening(connections: { requestTimeoutMs: number; maxPerAddress: number }) {
  t = await buildTestApp({ connections });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return (t.app.server.address() as net.AddressInfo).port;
}

async function connect(port: number): Promise<net.Socket> {
  const socket = net.connect({ host: '127.0.0.1', port });
  sockets.push(socket);
  await once(socket, 'connect');
  return socket;
}

/** What the server sent before it closed the socket, and when it closed it. */
function whenClosed(socket: net.Socket): Promise<{ received: string; at: number }> {
  let received = '';
  socket.on('data', (chunk) => (received += String(chunk)));
  socket.on('error', () => {});
  return new Promise((resolve) =>
    socket.once('close', () => resolve({ received, at: Date.now() })),
  );
}

describe('a request body that does not arrive in time', () => {
  it('is cut with 408 soon after the request timeout, however often it sends a byte', async () => {
    const port = await listening({ requestTimeoutMs: 1_000, maxPerAddress: 100 });
    const socket = await connect(port);
    const closed = whenClosed(socket);
    const startedAt = Date.now();
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    // A byte every 200 ms: never idle, never done.
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    const ended = await Promise.race([
      closed,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 8_000)),
    ]);
    clearInterval(drip);
    expect(ended, 'the slow body was still held after 8 s').not.toBeNull();
    const heldMs = ended!.at - startedAt;
    expect(heldMs).toBeGreaterThanOrEqual(1_000);
    expect(heldMs).toBeLessThan(4_000);
    expect(ended!.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(ended!.received).toContain('"code":"REQUEST_TIMEOUT"');
  }, 20_000);
});

describe('the connections one address may hold', () => {
  it('closes one more as it opens, and takes a new one once another closed', async () => {
    const port = await listening({ requestTimeoutMs: 60_000, maxPerAddress: 3 });
    const held = [await connect(port), await connect(port), await connect(port)];
    const extra = await connect(port);
    const refused = await whenClosed(extra);
    expect(refused.received).toBe('');

    held[0]!.destroy();
    await once(held[0]!, 'close');
    // The server counts the close when it sees it; a moment later there is room again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await connect(port);
    const answer = whenClosed(again);
    again.end('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect((await answer).received).toMatch(/^HTTP\/1\.1 200 /);
  }, 20_000);
});
