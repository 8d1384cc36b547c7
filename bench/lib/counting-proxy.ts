import net from 'node:net';

export interface CountingProxy {
  url: string;
  /** Bytes that crossed the proxy both ways since it started. */
  bytes(): number;
  stop(): Promise<void>;
}

/**
 * A TCP relay in front of the server at `targetUrl` that counts every byte both ways: bytes on
 * the wire as the network carries them, headers, multipart framing and compression included,
 * which the browser's own accounting misses for an upload's body.
 */
export async function startCountingProxy(targetUrl: string): Promise<CountingProxy> {
  const target = new URL(targetUrl);
  let total = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('data', (chunk: Buffer) => (total += chunk.length));
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bytes: () => total,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
