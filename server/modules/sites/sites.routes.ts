import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicSiteSchema } from '@shared/schemas/site.schemas';
import * as sites from './sites.service';

const IdParamsSchema = z.object({ id: z.string() });
const CodeParamsSchema = z.object({ code: z.string() });

/** The worker's site reads; the response schema keeps staff columns out. */
export async function siteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/sites/:id',
    {
      config: { public: true },
      schema: { params: IdParamsSchema, response: { 200: PublicSiteSchema } },
    },
    async (request) =>
      sites.publicSite(await sites.getActiveSiteById(app.database.db, request.params.id)),
  );

  app.get(
    '/api/sites/code/:code',
    {
      config: { public: true },
      schema: { params: CodeParamsSchema, response: { 200: PublicSiteSchema } },
    },
    async (request) =>
      sites.publicSite(await sites.getActiveSiteByCode(app.database.db, request.params.code)),
  );
}
