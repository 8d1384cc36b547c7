import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SystemHistoryQuerySchema,
  SystemHistorySchema,
} from '@shared/schemas/system-monitoring.schemas';
import { systemHistory } from './system-monitoring.service';

/** The monitoring screen's history, beside the live figures of /api/admin/system. */
export async function systemMonitoringRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/system/history',
    {
      config: { ability: 'platform.manage' },
      schema: { querystring: SystemHistoryQuerySchema, response: { 200: SystemHistorySchema } },
    },
    (request) => systemHistory(app.database.db, request.query.range),
  );
}
