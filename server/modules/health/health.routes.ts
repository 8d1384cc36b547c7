import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { leaveOutOfLog } from '../../lib/request-log';
import { sendError } from '../../plugins/error-handler';

/**
 * A load balancer asks /readyz every few seconds with a short timeout of its own: a database that
 * hangs instead of refusing (a pool waiting for a free connection, a server shutting down) must
 * read as not ready within that time, not as no answer.
 */
const PING_TIMEOUT_MS = 1500;

async function answersWithin(what: string, ping: () => Promise<unknown>, ms: number) {
  const timer = new AbortController();
  try {
    await Promise.race([
      ping(),
      sleep(ms, undefined, { signal: timer.signal }).then(() => {
        throw new Error(`the ${what} did not answer within ${ms} ms`);
      }),
    ]);
  } finally {
    timer.abort();
  }
}

/**
 * /healthz: the process is up. /readyz: the database and the blob store answer, and live
 * updates flow too: an instance whose store hangs would take submissions it cannot keep.
 */
export async function healthRoutes(app: FastifyInstance) {
  // Asked every few seconds by the balancer: a line each would drown the log (and cost more
  // than the answer), so the answer is left out of it; a failing /readyz still logs its
  // warning. A route-level log level would do the same at the price of a logger rebuilt per
  // request. Answers of a few bytes with no body to read skip the compression hooks too, and a
  // balancer is no browser to guard with headers.
  const quiet = {
    config: { public: true, readByMachines: true },
    compress: false,
    decompress: false,
  } as const;
  app.get('/healthz', quiet, async (_request, reply) => {
    leaveOutOfLog(reply.raw);
    return { status: 'ok' };
  });

  app.get('/readyz', quiet, async (request, reply) => {
    leaveOutOfLog(reply.raw);
    try {
      await Promise.all([
        answersWithin('database', () => app.database.ping(), PING_TIMEOUT_MS),
        answersWithin('blob store', () => app.blobStore.ping(), PING_TIMEOUT_MS),
      ]);
      // Without its LISTEN connection this instance would serve pages that never update.
      if (!app.database.isListening()) throw new Error('the LISTEN connection is down');
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready');
      return sendError(request, reply, 503, 'SERVICE_UNAVAILABLE');
    }
  });
}
