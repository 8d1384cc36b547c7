import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../shared/constants';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to anonymous callers. Without it a route is for staff (guards fail closed). */
    public?: boolean;
    /** Staff roles allowed; absent means every signed-in role. */
    roles?: readonly Role[];
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

/** Adds the staff guard to every route of this scope (DESIGN.md section 6). */
export function registerGuards(app: FastifyInstance, publicUrl: string | null) {
  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    if (config.public) return;
    if (!request.session) throw new AppError(401, 'UNAUTHENTICATED');
    if (!SAFE_METHODS.has(request.method) && isForeignOrigin(request, publicUrl)) {
      throw new AppError(403, 'ORIGIN_FORBIDDEN');
    }
    if (config.roles && !config.roles.includes(request.session.user.role)) {
      throw new AppError(403, 'FORBIDDEN');
    }
  });
}
