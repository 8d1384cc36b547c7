import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CustomerFactsSchema } from '@shared/schemas/customer-card.schemas';
import { idParamsSchema } from '@shared/schemas/manage-common.schemas';
import { customerFacts } from './customer-card.service';

/** The back office's part of a customer company's card. */
export async function customerCardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/api/admin/customer-card/:id',
    {
      config: { ability: 'customers.read' },
      schema: { params: idParamsSchema, response: { 200: CustomerFactsSchema } },
    },
    (request) =>
      customerFacts(db, request.staff, app.config.mainAccountUsernames, request.params.id),
  );
}
