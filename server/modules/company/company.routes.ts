import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CompanyDetailsBodySchema,
  CompanyDetailsSchema,
} from '../../../shared/schemas/company-profile.schemas';
import { requestLanguage } from '../../i18n/messages';
import * as service from './company.service';

/** PUT /api/company/profile: the company admin edits his company (SPEC.md section 6). */
export async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/api/company/profile',
    {
      config: { roles: ['admin', 'company_admin'] },
      schema: { body: CompanyDetailsBodySchema, response: { 200: CompanyDetailsSchema } },
    },
    (request) =>
      service.updateOwnCompany(
        app.database.db,
        request.session!.user,
        request.body,
        requestLanguage(request),
      ),
  );
}
