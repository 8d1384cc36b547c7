import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMEMBER_ME_MS } from '@shared/constants';
import { isSecureContext } from '../../plugins/session';

export const REMEMBER_COOKIE = 'remember_me';
// Only the sign-in and sign-out calls read it, so other requests do not carry it.
const REMEMBER_COOKIE_PATH = '/api';

export function readRememberCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REMEMBER_COOKIE] || undefined;
}

export function setRememberCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(REMEMBER_COOKIE, token, {
    path: REMEMBER_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureContext(request),
    maxAge: REMEMBER_ME_MS / 1000,
  });
}

export function clearRememberCookie(reply: FastifyReply) {
  reply.clearCookie(REMEMBER_COOKIE, { path: REMEMBER_COOKIE_PATH });
}
