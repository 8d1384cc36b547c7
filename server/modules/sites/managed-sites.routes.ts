import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/manage-common.schemas';
import {
  ManagedSiteListSchema,
  ManagedSiteSchema,
  PageSettingsBodySchema,
  SiteCreateBodySchema,
  SiteListQuerySchema,
  SiteUpdateBodySchema,
} from '../../../shared/schemas/site-admin.schemas';
import type { Role } from '../../../shared/constants';
import * as service from './managed-sites.service';

const ADMINS: readonly Role[] = ['super_admin', 'admin', 'company_admin'];
/** Page settings belong to the form editor: managers and up (DESIGN.md section 6). */
const EDITORS: readonly Role[] = [...ADMINS, 'manager'];

/** The company's sites and their entry-page settings (form editor). */
export async function managedSiteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/api/sites',
    { schema: { querystring: SiteListQuerySchema, response: { 200: ManagedSiteListSchema } } },
    async (request) => ({
      sites: await service.listSites(db, request.session!.user, request.query.companyId),
    }),
  );

  app.post(
    '/api/sites',
    {
      config: { roles: ADMINS },
      schema: { body: SiteCreateBodySchema, response: { 201: ManagedSiteSchema } },
    },
    async (request, reply) => {
      const site = await service.createSite(db, request.session!.user, request.body);
      return reply.status(201).send(site);
    },
  );

  app.patch(
    '/api/sites/:id',
    {
      config: { roles: ADMINS },
      schema: {
        params: idParamsSchema,
        body: SiteUpdateBodySchema,
        response: { 200: ManagedSiteSchema },
      },
    },
    async (request) =>
      service.updateSite(db, request.session!.user, request.params.id, request.body),
  );

  app.put(
    '/api/sites/:id/page-settings',
    {
      config: { roles: EDITORS },
      schema: {
        params: idParamsSchema,
        body: PageSettingsBodySchema,
        response: { 200: ManagedSiteSchema },
      },
    },
    async (request) =>
      service.updatePageSettings(db, request.session!.user, request.params.id, request.body),
  );
}
