import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from '../../lib/crypto';
import { isSecureContext } from '../../plugins/session';

const DEVICE_COOKIE = 'device';
// Only the submission reads it, so no other call carries it.
const DEVICE_COOKIE_PATH = '/api/entry-requests';
/** Browsers keep a cookie at most 400 days. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** randomToken(16): 22 base64url characters. Anything else is ignored and replaced. */
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The phone's id for the per-device submission limit: the one its cookie holds, or a new one
 * set on this answer. It identifies nothing but the browser, and only this limit reads it.
 */
export function deviceIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const sent = request.cookies[DEVICE_COOKIE];
  if (sent && DEVICE_ID.test(sent)) return sent;
  const id = randomToken(16);
  reply.setCookie(DEVICE_COOKIE, id, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureContext(request),
    maxAge: MAX_AGE_SECONDS,
  });
  return id;
}
