import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Node's server options that cut a request whose head and body do not arrive within
 * `requestTimeoutMs` (answered 408 by the client-error handler, then closed). Fastify turns
 * Node's own limit off by default, which let a body sent a byte every 20 s hold its connection
 * and its memory for as long as the sender liked. Node looks for late requests on a timer,
 * every few seconds here rather than its default 30, so a cut comes close to the limit.
 */
export function requestTimeouts(requestTimeoutMs: number): {
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, requestTimeoutMs / 4)),
    },
  };
}

/**
 * Caps the connections one client address holds open on this instance
 * (MAX_CONNECTIONS_PER_ADDRESS): one more is closed as it opens, before any byte is read. Behind
 * a proxy (TRUST_PROXY) every connection comes from the proxy, whose own limits apply instead.
 */
export const connectionLimitsPlugin = fp(async (app: FastifyInstance) => {
  if (app.config.trustProxy) return;
  const { maxPerAddress } = app.config.connections;
  const open = new Map<string, number>();
  app.server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
});
