import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyQuerySchema } from '@shared/schemas/manage-common.schemas';
import { WaitTimesSchema } from '@shared/schemas/wait-times.schemas';
import { waitTimes } from './wait-times.service';

/** The time the gate waits: submission to decision, per site (docs/notifications.md). */
export async function waitTimeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  app.get(
    '/api/wait-times',
    {
      config: { ability: 'entry.decide' },
      schema: { querystring: companyQuerySchema, response: { 200: WaitTimesSchema } },
    },
    (request) => waitTimes(db, request.staff, request.query.companyId),
  );
}
