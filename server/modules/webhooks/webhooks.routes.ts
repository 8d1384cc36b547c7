import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@shared/schemas/manage-common.schemas';
import {
  CreatedWebhookEndpointSchema,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookEndpointBodySchema,
  WebhookEndpointListSchema,
} from '@shared/schemas/webhooks.schemas';
import * as service from './webhooks.service';

const DeliveryParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  deliveryId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** The company's webhook endpoints and their delivery log (docs/notifications.md). */
export async function webhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const config = { ability: 'webhooks.manage' } as const;

  app.get(
    '/api/webhooks',
    { config, schema: { response: { 200: WebhookEndpointListSchema } } },
    async (request) => ({ endpoints: await service.listEndpoints(db, request.staff) }),
  );

  app.post(
    '/api/webhooks',
    {
      config,
      schema: { body: WebhookEndpointBodySchema, response: { 201: CreatedWebhookEndpointSchema } },
    },
    async (request, reply) => {
      const created = await service.addEndpoint(db, request.staff, request.body, {
        allowPrivateNetworkTargets: app.config.allowPrivateNetworkTargets,
      });
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/webhooks/:id',
    { config, schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.removeEndpoint(db, request.staff, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    { config, schema: { params: idParamsSchema, response: { 200: WebhookDeliveryListSchema } } },
    async (request) => ({
      deliveries: await service.listDeliveries(db, request.staff, request.params.id),
    }),
  );

  app.post(
    '/api/webhooks/:id/deliveries/:deliveryId/resend',
    {
      config,
      schema: { params: DeliveryParamsSchema, response: { 200: WebhookDeliverySchema } },
    },
    async (request) => {
      const delivery = await service.resendDelivery(
        db,
        request.staff,
        request.params.id,
        request.params.deliveryId,
      );
      void app.outbox.wake();
      return delivery;
    },
  );
}
