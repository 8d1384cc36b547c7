import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * A phone number is not a secret and the detail may be short (a date, a few digits), so the
 * tries are few and fixed, not tuned by the environment: per address, and per phone number
 * whichever address they come from.
 */
export const NEW_PHONE_LIMITS = {
  perAddress: { max: 10, timeWindow: 15 * 60_000 },
  perPhone: { max: 5, timeWindow: 60 * 60_000 },
} as const;

/**
 * The per-phone-number count, kept in the rate-limit plugin's in-memory store like the
 * submissions' per-device one. Counted before the claim is checked, so a refusal costs a try.
 */
export function perPhoneLimit(app: FastifyInstance) {
  const digits = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    ...NEW_PHONE_LIMITS.perPhone,
    keyGenerator: (request) => `new-phone:${digits.get(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply, phone: string) => {
    digits.set(request, phone.replace(/\D/g, ''));
    const state = await limiter(request);
    if (state.isAllowed || !state.isExceeded) return;
    reply.header('retry-after', String(Math.max(1, state.ttlInSeconds)));
    throw new AppError(429, 'TOO_MANY_REQUESTS');
  };
}
