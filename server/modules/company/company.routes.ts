import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CompanyDetailsBodySchema,
  CompanyDetailsSchema,
} from '@shared/schemas/company-profile.schemas';
import * as service from './company.service';

/** /api/company/profile: every staff role reads his own company, its admins edit it. */
export async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/company/profile',
    { schema: { response: { 200: CompanyDetailsSchema } } },
    (request) => service.ownCompany(app.database.db, request.staff),
  );

  app.put(
    '/api/company/profile',
    {
      config: { ability: 'company.profile' },
      schema: { body: CompanyDetailsBodySchema, response: { 200: CompanyDetailsSchema } },
    },
    (request) =>
      service.updateOwnCompany(app.database.db, request.staff, request.body, request.language),
  );
}
