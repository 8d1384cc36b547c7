import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@shared/schemas/manage-common.schemas';
import {
  ProductLineCompanyListSchema,
  ProductLineCompanySchema,
  ProductLineExportQuerySchema,
  ProductLineParamsSchema,
  ProductLinesBodySchema,
} from '@shared/schemas/product-lines.schemas';
import { sendCsv } from '../../lib/csv';
import * as service from './product-lines.service';

/** The companies of each of the provider's product lines, and which lines a company takes. */
export async function productLineRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const guard = { config: { ability: 'product-lines.manage' } } as const;

  app.get(
    '/api/admin/product-lines/companies',
    { ...guard, schema: { response: { 200: ProductLineCompanyListSchema } } },
    () => service.listCompanies(db),
  );

  app.get(
    '/api/admin/product-lines/:line/export.csv',
    {
      ...guard,
      schema: { params: ProductLineParamsSchema, querystring: ProductLineExportQuerySchema },
    },
    async (request, reply) =>
      sendCsv(reply, await service.lineCsv(db, request.params.line, request.language)),
  );

  app.put(
    '/api/admin/companies/:id/product-lines',
    {
      ...guard,
      schema: {
        params: idParamsSchema,
        body: ProductLinesBodySchema,
        response: { 200: ProductLineCompanySchema },
      },
    },
    (request) => service.setLines(db, request.staff, request.params.id, request.body.productLines),
  );
}
