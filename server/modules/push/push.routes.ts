import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@shared/schemas/manage-common.schemas';
import {
  PushActionBodySchema,
  PushActionResultSchema,
  PushDeviceListSchema,
  PushDeviceSchema,
  PushPreferencesBodySchema,
  PushPreferencesSchema,
  PushSubscribeBodySchema,
} from '@shared/schemas/push.schemas';
import { getPreferences, setPreferences } from './push-preferences.service';
import * as service from './push.service';

/**
 * Push notifications: the caller's own devices and which events reach them, and the buttons of
 * a notification, which carry their own proof instead of a session (a locked phone's service
 * worker may have none).
 */
export async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const config = { ability: 'push.devices' } as const;

  app.get(
    '/api/push/devices',
    { config, schema: { response: { 200: PushDeviceListSchema } } },
    async (request) => {
      const [sender, devices] = await Promise.all([
        app.pushSender(),
        service.listDevices(db, request.staff),
      ]);
      return { publicKey: sender.publicKey, devices };
    },
  );

  app.post(
    '/api/push/devices',
    { config, schema: { body: PushSubscribeBodySchema, response: { 201: PushDeviceSchema } } },
    async (request, reply) => {
      const device = await service.addDevice(db, request.staff, request.body, {
        allowPrivateNetworkTargets: app.config.allowPrivateNetworkTargets,
      });
      return reply.status(201).send(device);
    },
  );

  app.delete(
    '/api/push/devices/:id',
    { config, schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.removeDevice(db, request.staff, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/push/preferences',
    { config, schema: { response: { 200: PushPreferencesSchema } } },
    (request) => getPreferences(db, request.staff),
  );

  app.put(
    '/api/push/preferences',
    {
      config,
      schema: { body: PushPreferencesBodySchema, response: { 200: PushPreferencesSchema } },
    },
    (request) => setPreferences(db, request.staff, request.body),
  );

  app.post(
    '/api/push/actions',
    {
      config: { public: true },
      schema: { body: PushActionBodySchema, response: { 200: PushActionResultSchema } },
    },
    (request) => service.decideByAction(db, request.body, app.config.mainAccountUsernames),
  );
}
