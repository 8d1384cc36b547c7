import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@shared/schemas/manage-common.schemas';
import {
  CompanyCardSchema,
  CompanyCreateBodySchema,
  CompanyExportQuerySchema,
  CompanyListQuerySchema,
  CompanyStatusBodySchema,
  PlatformCompanyBodySchema,
  PlatformCompanyListSchema,
  PlatformCompanySchema,
  SystemStatusSchema,
} from '@shared/schemas/platform-admin';
import { AppError } from '../../lib/app-error';
import { sendCsv } from '../../lib/csv';
import * as service from './platform-admin.service';
import { systemStatus } from './system-status.service';

/**
 * The platform administrator's calls (docs/access.md): super
 * admin only, except a company's card, which the main-account creators may read too.
 */
export async function platformAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const config = { ability: 'platform.manage' } as const;

  app.get(
    '/api/admin/companies',
    {
      config,
      schema: { querystring: CompanyListQuerySchema, response: { 200: PlatformCompanyListSchema } },
    },
    (request) => service.listCompanies(db, request.query.q),
  );

  app.get(
    '/api/admin/companies/export.csv',
    { config, schema: { querystring: CompanyExportQuerySchema } },
    async (request, reply) => {
      const file = await service.companiesCsv(db, request.query.q, request.language);
      return sendCsv(reply, file);
    },
  );

  app.post(
    '/api/admin/companies',
    {
      config,
      schema: { body: CompanyCreateBodySchema, response: { 201: PlatformCompanySchema } },
    },
    async (request, reply) => {
      const company = await service.createCompany(db, request.staff, request.body);
      return reply.status(201).send(company);
    },
  );

  app.get(
    '/api/admin/companies/:id',
    {
      // The staff roles reach the handler, which lets in the super admin and the main accounts.
      config: { ability: 'platform.company-card' },
      schema: { params: idParamsSchema, response: { 200: CompanyCardSchema } },
    },
    (request) => {
      if (!service.mayOpenCompanyCard(request.staff, app.config.mainAccountUsernames)) {
        throw new AppError(403, 'FORBIDDEN');
      }
      return service.companyCard(db, request.params.id);
    },
  );

  app.put(
    '/api/admin/companies/:id',
    {
      config,
      schema: {
        params: idParamsSchema,
        body: PlatformCompanyBodySchema,
        response: { 200: PlatformCompanySchema },
      },
    },
    (request) => service.updateCompany(db, request.staff, request.params.id, request.body),
  );

  app.put(
    '/api/admin/companies/:id/status',
    {
      config,
      schema: {
        params: idParamsSchema,
        body: CompanyStatusBodySchema,
        response: { 200: PlatformCompanySchema },
      },
    },
    (request) =>
      service.setCompanyActive(db, request.staff, request.params.id, request.body.isActive),
  );

  app.get('/api/admin/system', { config, schema: { response: { 200: SystemStatusSchema } } }, () =>
    systemStatus(app),
  );
}
