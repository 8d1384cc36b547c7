import type { FastifyRequest } from 'fastify';
import { userCan, type Ability } from '../../shared/access/policy';
import type { SessionUser } from '../../shared/schemas/auth.schemas';
import { AppError } from './app-error';

/**
 * The signed-in caller if he holds the ability, the main accounts' platform abilities included
 * (they are known from the server's configuration only, so the role check alone cannot admit
 * them); 403 otherwise.
 */
export function callerWith(request: FastifyRequest, ability: Ability): SessionUser {
  const user = request.session?.user;
  if (!user) throw new AppError(401, 'UNAUTHENTICATED');
  if (!userCan(user, ability, request.server.config.mainAccountUsernames)) {
    throw new AppError(403, 'FORBIDDEN');
  }
  return user;
}

/** A route's preHandler that refuses callers without the ability before the handler runs. */
export function requireAbility(ability: Ability) {
  return async (request: FastifyRequest) => {
    callerWith(request, ability);
  };
}
