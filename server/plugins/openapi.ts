import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where integrators read the API: the viewer here, the document at `${OPENAPI_PATH}/json`. */
export const OPENAPI_PATH = '/api-docs';

/**
 * The OpenAPI 3.1 document of every /api route, generated from the routes' own zod schemas, so
 * the description cannot drift from what the server checks and sends. Registered before the
 * routes: it learns them as they are added.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Site entry API',
        version: '1',
        description:
          'Errors are `{ code, message }` with the message in the language of `?lang=` or ' +
          'Accept-Language. Staff calls need the `sid` session cookie from POST ' +
          '/api/auth/login, and a state-changing call from a browser needs a same-origin Origin.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      if (!input.url.startsWith('/api/')) return { ...transformed, schema: { hide: true } };
      return transformed;
    },
  });
  await app.register(swaggerUi, { routePrefix: OPENAPI_PATH });
});
