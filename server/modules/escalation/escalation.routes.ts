import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EscalationRuleBodySchema,
  EscalationSettingsSchema,
} from '@shared/schemas/escalation.schemas';
import { idParamsSchema } from '@shared/schemas/manage-common.schemas';
import * as service from './escalation.service';

/** A site's escalation rule: how long its requests may wait, and who is told next. */
export async function escalationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const config = { ability: 'escalation.manage' } as const;
  const isEmailOn = app.config.smtp !== null;

  app.get(
    '/api/sites/:id/escalation',
    { config, schema: { params: idParamsSchema, response: { 200: EscalationSettingsSchema } } },
    (request) => service.settings(db, request.staff, request.params.id, isEmailOn),
  );

  app.put(
    '/api/sites/:id/escalation',
    {
      config,
      schema: {
        params: idParamsSchema,
        body: EscalationRuleBodySchema,
        response: { 200: EscalationSettingsSchema },
      },
    },
    (request) => service.saveRule(db, request.staff, request.params.id, request.body, isEmailOn),
  );

  app.delete(
    '/api/sites/:id/escalation',
    { config, schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.removeRule(db, request.staff, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
