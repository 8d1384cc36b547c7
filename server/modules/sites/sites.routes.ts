import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicSiteSchema } from '@shared/schemas/site.schemas';
import { SiteInLanguageSchema, TextsQuerySchema } from '@shared/schemas/texts-in-language.schemas';
import * as sites from './sites.service';

const IdParamsSchema = z.object({ id: z.string() });
const CodeParamsSchema = z.object({ code: z.string() });

const SiteResponse = z.union([SiteInLanguageSchema, PublicSiteSchema]);

/** The worker's site reads; the response schema keeps staff columns out. */
export async function siteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const answer = (
    site: sites.SiteRow,
    request: FastifyRequest<{ Querystring: { texts?: 'all' } }>,
  ) =>
    request.query.texts === 'all'
      ? sites.publicSite(site)
      : sites.siteInLanguage(site, request.language);

  app.get(
    '/api/sites/:id',
    {
      config: { public: true },
      schema: {
        params: IdParamsSchema,
        querystring: TextsQuerySchema,
        response: { 200: SiteResponse },
      },
    },
    async (request) =>
      answer(await sites.getActiveSiteById(app.database.db, request.params.id), request),
  );

  app.get(
    '/api/sites/code/:code',
    {
      config: { public: true },
      schema: {
        params: CodeParamsSchema,
        querystring: TextsQuerySchema,
        response: { 200: SiteResponse },
      },
    },
    async (request) =>
      answer(await sites.getActiveSiteByCode(app.database.db, request.params.code), request),
  );
}
