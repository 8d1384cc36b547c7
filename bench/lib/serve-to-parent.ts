import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The server side of startServerProcess: listens on a free port of 127.0.0.1, tells the parent
 * which, and closes (then runs cleanup) on SIGTERM, on Ctrl-C, or when the parent goes away.
 */
export async function serveToParent(
  app: FastifyInstance,
  cleanup: () => Promise<void> = async () => {},
): Promise<void> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await app.close();
      await cleanup();
      process.exit(0);
    })());
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
  process.once('disconnect', close);
  // The parent may be gone already (Ctrl-C while this process was starting).
  process.send?.({ port: (app.server.address() as AddressInfo).port }, (error: Error | null) => {
    if (error) void close();
  });
}
