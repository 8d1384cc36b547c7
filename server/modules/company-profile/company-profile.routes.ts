import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CompanyDetailsSchema } from '../../../shared/schemas/company-profile.schemas';
import * as companyProfile from './company-profile.service';

/** GET /api/company/profile (SPEC.md section 7): any staff role, own company only. */
export async function companyProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/company/profile',
    { schema: { response: { 200: CompanyDetailsSchema } } },
    (request) => companyProfile.ownCompany(app.database.db, request.session!.user),
  );
}
