import type { FastifyInstance } from 'fastify';
import { sendError } from '../../plugins/error-handler';

/** /healthz: the process is up. /readyz: the database answers and live updates flow too. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: { public: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config: { public: true } }, async (request, reply) => {
    try {
      await app.database.ping();
      // Without its LISTEN connection this instance would serve pages that never update.
      if (!app.database.isListening()) throw new Error('the LISTEN connection is down');
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return sendError(request, reply, 503, 'SERVICE_UNAVAILABLE');
    }
  });
}
