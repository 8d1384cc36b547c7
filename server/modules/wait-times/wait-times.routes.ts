import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyQuerySchema, idParamsSchema } from '@shared/schemas/manage-common.schemas';
import { CompanyWaitTimesSchema, WaitTimesSchema } from '@shared/schemas/wait-times.schemas';
import { companyWaitTimes, waitTimes } from './wait-times.service';

/**
 * The time the gate waits: submission to decision, per site, for the company's staff and per
 * company for the platform (docs/notifications.md).
 */
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
  // The super admin's company card: platform.manage, so a company's own staff, who hold no
  // such ability, never read another company's figures through the id in the address.
  app.get(
    '/api/admin/companies/:id/wait-times',
    {
      config: { ability: 'platform.manage' },
      schema: { params: idParamsSchema, response: { 200: CompanyWaitTimesSchema } },
    },
    (request) => companyWaitTimes(db, request.params.id),
  );
}
