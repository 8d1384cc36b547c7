import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_PERSISTED_ABSOLUTE_MS } from '@shared/constants';
import { resolveSession, type SessionContext } from '../modules/auth/auth.service';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session, or null for anonymous callers (workers). */
    session: SessionContext | null;
  }
}

/**
 * Cookies are Secure when this request came over TLS, or when the public origin is https: behind
 * a TLS proxy without TRUST_PROXY the request itself looks like plain http.
 */
export function isSecureContext(request: FastifyRequest): boolean {
  return (
    request.protocol === 'https' || request.server.config.publicUrl?.startsWith('https:') === true
  );
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureContext(request),
    // The longest a session may live; the server ends shorter ones itself.
    maxAge: SESSION_PERSISTED_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Reads the session cookie once per request, before any route runs. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCookie);
  app.decorateRequest('session', null);
  // Callback style so that the many cookieless requests (workers, assets) skip a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    resolveSession(app.database.db, token, new Date(), app.config.mainAccountUsernames).then(
      (session) => {
        request.session = session;
        done();
      },
      done,
    );
  });
});
