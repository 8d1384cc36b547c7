import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthStatusSchema,
  AutoLoginBodySchema,
  ChangePasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  SessionUserSchema,
} from '@shared/schemas/auth.schemas';
import { AppError } from '../../lib/app-error';
import { isForeignOrigin } from '../../plugins/guards';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/session';
import * as auth from './auth.service';
import { clearRememberCookie, readRememberCookie, setRememberCookie } from './remember-cookie';

const OkSchema = z.object({ success: z.literal(true) });

/** A throttled sign-in tells the browser when to come back (RFC 9110 Retry-After). */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const seconds = error instanceof AppError ? error.extra?.retryAfterSeconds : undefined;
    if (typeof seconds === 'number') reply.header('retry-after', String(seconds));
    throw error;
  }
}

/**
 * Signing out is public (a stale cookie must still be cleared), so it checks its caller itself:
 * another site may neither post to it nor send the browser to it. Browsers say where a request
 * comes from in Sec-Fetch-Site, and a POST also carries Origin.
 */
function isCrossSite(request: FastifyRequest, publicUrl: string | null): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  return isForeignOrigin(request, publicUrl);
}

/** Sign-in calls (docs/access.md). */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { mainAccountUsernames } = app.config;
  const persistedUsername = mainAccountUsernames[0] ?? null;

  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: { body: LoginBodySchema, response: { 200: LoginResponseSchema } },
    },
    async (request, reply) => {
      const hadRememberCookie = readRememberCookie(request) !== undefined;
      const opened = await withRetryAfter(reply, () =>
        auth.login(
          app.database.db,
          { ...request.body, rememberToken: readRememberCookie(request) },
          { persistedUsername, mainAccountUsernames, address: request.ip },
        ),
      );
      setSessionCookie(request, reply, opened.token);
      if (opened.rememberToken) setRememberCookie(request, reply, opened.rememberToken);
      else if (hadRememberCookie) clearRememberCookie(reply);
      return { user: opened.user };
    },
  );

  app.post(
    '/api/auth/auto-login',
    {
      config: { public: true },
      schema: { body: AutoLoginBodySchema, response: { 200: LoginResponseSchema } },
    },
    async (request, reply) => {
      try {
        const opened = await auth.autoLogin(
          app.database.db,
          { username: request.body.username, rememberToken: readRememberCookie(request) },
          { persistedUsername, mainAccountUsernames },
        );
        setSessionCookie(request, reply, opened.token);
        setRememberCookie(request, reply, opened.rememberToken!);
        return { user: opened.user };
      } catch (error) {
        // A refused or spent token is worthless; the browser should stop sending it.
        clearRememberCookie(reply);
        throw error;
      }
    },
  );

  app.get(
    '/api/auth/status',
    { config: { public: true }, schema: { response: { 200: AuthStatusSchema } } },
    async (request) => ({
      authenticated: request.session !== null,
      user: request.session?.user ?? null,
      persistedForAdmin: request.session?.isPersisted ?? false,
    }),
  );

  app.get(
    '/api/auth/user',
    { schema: { response: { 200: SessionUserSchema } } },
    async (request) => {
      // The guard has already refused anonymous callers.
      return request.staff;
    },
  );

  app.post(
    '/api/auth/change-password',
    { schema: { body: ChangePasswordBodySchema, response: { 200: OkSchema } } },
    async (request) => {
      await auth.changePassword(app.database.db, request.staffSession, {
        ...request.body,
        rememberToken: readRememberCookie(request),
      });
      return { success: true as const };
    },
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isCrossSite(request, app.config.publicUrl)) throw new AppError(403, 'ORIGIN_FORBIDDEN');
    const remember = readRememberCookie(request);
    await auth.logout(app.database.db, { session: request.cookies[SESSION_COOKIE], remember });
    clearSessionCookie(reply);
    if (remember) clearRememberCookie(reply);
    return { success: true as const };
  };
  app.post(
    '/api/logout',
    { config: { public: true }, schema: { response: { 200: OkSchema } } },
    logout,
  );
  app.get(
    '/api/logout',
    { config: { public: true }, schema: { response: { 200: OkSchema } } },
    logout,
  );
}
