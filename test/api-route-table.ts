import Fastify, { type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Ability } from '@shared/access/policy';
import { apiRoutes } from '../server/routes';
import { testConfig } from './build-test-app';

export interface ApiRoute {
  method: string;
  url: string;
  isPublic: boolean;
  /** The ability a staff route needs; none: every signed-in user. */
  ability: Ability | undefined;
  /** The route's own zod schemas (body, querystring, params, response). */
  schema: FastifySchema | undefined;
}

/**
 * Every route server/routes.ts registers, as Fastify's onRoute hook sees it. Registration
 * touches no database, so the modules are mounted on a bare instance: the list is the real
 * one, with no world to build.
 */
export async function apiRouteTable(): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = [];
  const probe = Fastify();
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  probe.decorate('config', testConfig());
  probe.decorate('database', { db: {} } as never);
  probe.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Fastify adds HEAD beside every GET; it runs the GET's handler and guard.
      if (method !== 'HEAD') {
        routes.push({
          method,
          url: route.url,
          isPublic: route.config?.public === true,
          ability: route.config?.ability,
          schema: route.schema,
        });
      }
    }
  });
  await probe.register(apiRoutes);
  await probe.ready();
  await probe.close();
  return routes;
}
