import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { deviceIdOf } from './device-cookie';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Counts one attempt and refuses it with 429 and Retry-After once the key is over its limit.
 * The error handler words the 429 in the caller's language: Accept-Language before the body is
 * read, the worker's `language` part after.
 */
async function admit(limiter: Limiter, request: FastifyRequest, reply: FastifyReply) {
  const state = await limiter(request);
  if (state.isAllowed || !state.isExceeded) return;
  reply.header('retry-after', String(Math.max(1, state.ttlInSeconds)));
  throw new AppError(429, 'TOO_MANY_REQUESTS');
}

/**
 * The per-device and per-site submission limits (docs/uploads.md), beside the per-address
 * ceiling the route declares. They use the rate-limit plugin's in-memory store (bounded, least
 * recently used keys go first), so each instance counts on its own.
 */
export function submissionLimits(app: FastifyInstance) {
  const { perDevice, perSite } = app.config.submissionLimits;
  const sites = new WeakMap<FastifyRequest, number>();
  const devices = new WeakMap<FastifyRequest, string>();
  const deviceLimiter = app.createRateLimit({
    max: perDevice.max,
    timeWindow: perDevice.windowMs,
    keyGenerator: (request) => `device:${devices.get(request)}`,
  });
  const siteLimiter = app.createRateLimit({
    max: perSite.max,
    timeWindow: perSite.windowMs,
    keyGenerator: (request) => `site:${sites.get(request)}`,
  });
  return {
    /** Before the body is read, so a phone over its limit costs no parsing. */
    async admitDevice(request: FastifyRequest, reply: FastifyReply) {
      devices.set(request, deviceIdOf(request, reply));
      await admit(deviceLimiter, request, reply);
    },
    /** Once the submission has passed validation and before anything is written. */
    async admitSite(request: FastifyRequest, reply: FastifyReply, siteId: number) {
      sites.set(request, siteId);
      await admit(siteLimiter, request, reply);
    },
  };
}
