import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userCan, type Ability } from '@shared/access/policy';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { AppError } from '../lib/app-error';
import type { SessionContext } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to anonymous callers. Without it a route is for staff (guards fail closed). */
    public?: boolean;
    /**
     * The ability a staff route needs; the roles that hold it are in shared/access/policy.ts.
     * Absent: every signed-in staff user.
     */
    ability?: Ability;
  }
  interface FastifyRequest {
    /** The signed-in caller of a staff route, whom the guard let in. */
    readonly staff: SessionUser;
    /** His session, for the calls about the session itself (a password change keeps it). */
    readonly staffSession: SessionContext;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser always sends Origin on a cross-site state-changing request, so a foreign Origin is
 * refused; a caller without Origin is not a browser and cannot carry a victim's cookie.
 */
export function isForeignOrigin(request: FastifyRequest, publicUrl: string | null): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (publicUrl) return origin !== publicUrl;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** Whether the caller holds an ability, for a rule a handler applies to part of a route. */
export function staffCan(request: FastifyRequest, ability: Ability): boolean {
  return userCan(request.staff, ability, request.server.config.mainAccountUsernames);
}

function staffSessionOf(request: FastifyRequest): SessionContext {
  // Only a public route's handler can get here without a session: it has no staff to ask for.
  if (!request.session) throw new AppError(401, 'UNAUTHENTICATED');
  return request.session;
}

/**
 * Adds the staff guard to every route of this scope: a route is for signed-in staff unless its
 * config says public, and a route that names an ability serves only the users who hold it.
 */
export function registerGuards(app: FastifyInstance, publicUrl: string | null) {
  app.decorateRequest('staff', {
    getter(this: FastifyRequest) {
      return staffSessionOf(this).user;
    },
  });
  app.decorateRequest('staffSession', {
    getter(this: FastifyRequest) {
      return staffSessionOf(this);
    },
  });
  // Callback style: the public routes (a worker's, the health checks) pass without a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    const config = request.routeOptions.config;
    if (config.public) return done();
    if (!request.session) return done(new AppError(401, 'UNAUTHENTICATED'));
    if (!SAFE_METHODS.has(request.method) && isForeignOrigin(request, publicUrl)) {
      return done(new AppError(403, 'ORIGIN_FORBIDDEN'));
    }
    if (
      config.ability &&
      !userCan(request.session.user, config.ability, app.config.mainAccountUsernames)
    ) {
      return done(new AppError(403, 'FORBIDDEN'));
    }
    done();
  });
}
