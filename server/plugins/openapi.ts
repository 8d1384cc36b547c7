import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WebhookEventBodySchema } from '@shared/schemas/webhooks.schemas';

/** Where integrators read the API: the viewer here, the document at `${OPENAPI_PATH}/json`. */
export const OPENAPI_PATH = '/api-docs';

/**
 * What the server sends to the company's webhook endpoints (POST /api/webhooks registers one):
 * one body for every event type, signed with the Standard Webhooks headers.
 */
const WEBHOOKS_DOCUMENT = {
  entryRequestEvent: {
    post: {
      summary: 'An entry request was submitted or decided, or its worker exited',
      description:
        'Headers: `webhook-id` (the event id, the same on every retry: drop a duplicate by it), ' +
        '`webhook-timestamp` (seconds) and `webhook-signature` (`v1,` and the base64 ' +
        'HMAC-SHA256 of `id.timestamp.body` under the base64 key after `whsec_` of the ' +
        "endpoint's secret). Any 2xx answer is a delivery; anything else is retried with " +
        'exponential backoff for a day.',
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: z.toJSONSchema(WebhookEventBodySchema) as Record<string, unknown>,
          },
        },
      },
      responses: { '200': { description: 'Received' } },
    },
  },
};

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
      webhooks: WEBHOOKS_DOCUMENT,
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      if (!input.url.startsWith('/api/')) return { ...transformed, schema: { hide: true } };
      return transformed;
    },
  });
  await app.register(swaggerUi, { routePrefix: OPENAPI_PATH });
});
