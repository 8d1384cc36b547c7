import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecureContext } from '../plugins/session';

const KIOSK_COOKIE = 'kiosk';
/** Browsers keep a cookie at most 400 days; revoking is how a kiosk ends before that. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function kioskTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[KIOSK_COOKIE];
}

/**
 * The tablet's token, out of the page's reach (HttpOnly) and sent only to the API: a worker at
 * the kiosk cannot read it, and the offline queue's later sends carry it by themselves.
 */
export function setKioskCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(KIOSK_COOKIE, token, {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureContext(request),
    maxAge: MAX_AGE_SECONDS,
  });
}
