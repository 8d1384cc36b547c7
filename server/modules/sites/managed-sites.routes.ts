import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@shared/schemas/manage-common.schemas';
import {
  ManagedSiteListSchema,
  ManagedSiteSchema,
  PageSettingsBodySchema,
  SiteCreateBodySchema,
  SiteListQuerySchema,
  SiteUpdateBodySchema,
} from '@shared/schemas/site-admin.schemas';
import * as service from './managed-sites.service';

/** The company's sites and their entry-page settings (form editor). */
export async function managedSiteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/api/sites',
    { schema: { querystring: SiteListQuerySchema, response: { 200: ManagedSiteListSchema } } },
    async (request) => ({
      sites: await service.listSites(db, request.staff, request.query.companyId),
    }),
  );

  app.post(
    '/api/sites',
    {
      config: { ability: 'sites.manage' },
      schema: { body: SiteCreateBodySchema, response: { 201: ManagedSiteSchema } },
    },
    async (request, reply) => {
      const site = await service.createSite(db, request.staff, request.body);
      return reply.status(201).send(site);
    },
  );

  app.patch(
    '/api/sites/:id',
    {
      config: { ability: 'sites.manage' },
      schema: {
        params: idParamsSchema,
        body: SiteUpdateBodySchema,
        response: { 200: ManagedSiteSchema },
      },
    },
    async (request) => service.updateSite(db, request.staff, request.params.id, request.body),
  );

  app.put(
    '/api/sites/:id/page-settings',
    {
      config: { ability: 'sites.edit' },
      schema: {
        params: idParamsSchema,
        body: PageSettingsBodySchema,
        response: { 200: ManagedSiteSchema },
      },
    },
    async (request) =>
      service.updatePageSettings(db, request.staff, request.params.id, request.body),
  );
}
