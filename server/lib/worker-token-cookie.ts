import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecureContext } from '../plugins/session';

/** Browsers keep a cookie at most 400 days; the retention job ends an idle token sooner. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/**
 * One cookie per company, so that a phone remembered by two companies keeps both and a token
 * presented to a company is only ever checked against that company's tokens.
 */
export const workerCookieName = (companyId: number) => `wkr_${companyId}`;

/** The cookie's worker token of one company, as the submission and status routes read it. */
export type WorkerTokenOf = (companyId: number) => string | undefined;

export function workerTokenOf(request: FastifyRequest): WorkerTokenOf {
  return (companyId) => request.cookies[workerCookieName(companyId)];
}

export function setWorkerCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  companyId: number,
  token: string,
) {
  reply.setCookie(workerCookieName(companyId), token, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureContext(request),
    maxAge: MAX_AGE_SECONDS,
  });
}

export function clearWorkerCookie(reply: FastifyReply, companyId: number) {
  reply.clearCookie(workerCookieName(companyId), { path: '/api' });
}
