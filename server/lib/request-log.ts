import type { ServerResponse } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const QUIET = Symbol('quiet');

/**
 * Leaves an answer out of the log: for the built client's hashed files, which answer from the
 * same route as the app's pages (index.html), and for the health checks. A route-level
 * `logLevel` would also silence a route, but Fastify then builds each request's logger with
 * that level, which costs a health check more than its answer.
 */
export function leaveOutOfLog(response: ServerResponse) {
  (response as ServerResponse & { [QUIET]?: true })[QUIET] = true;
}

/**
 * One log line per answered request, in place of Fastify's two (one on arrival, one on the
 * answer): half the writes, and the line that is kept holds the method, address, status and
 * time together. Answers that say nothing new (/healthz, /readyz, the client's files) are left
 * out by leaveOutOfLog(). Errors are logged as before (docs/decisions/059).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (!error && (reply.raw as { [QUIET]?: true })[QUIET]) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
