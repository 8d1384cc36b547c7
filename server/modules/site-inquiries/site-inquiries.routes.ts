import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@shared/schemas/manage-common.schemas';
import {
  SiteCodeParamsSchema,
  SiteInquiryBodySchema,
  SiteInquiryCreatedSchema,
  SiteInquiryListQuerySchema,
  SiteInquiryListSchema,
  SiteInquirySchema,
  SiteInquiryUpdateBodySchema,
} from '@shared/schemas/site-inquiry.schemas';
import { AppError } from '../../lib/app-error';
import { CONTACT_RATE_LIMIT } from '../../lib/contact-rate-limit';
import { getActiveSiteByCode } from '../sites/sites.service';
import * as service from './site-inquiries.service';

/**
 * A site is one poster at one gate: past this many messages an hour from any addresses, the
 * sender is a script, not the neighbourhood.
 */
const PER_SITE_LIMIT = { max: 30, timeWindow: 60 * 60 * 1000 };

/**
 * The "contact the site" form of a site's public page, and the inquiries it leaves for the
 * staff of that site's company (docs/product.md). The platform's leads are contact-requests.
 */
export async function siteInquiryRoutes(fastify: FastifyInstance) {
  await fastify.register(rateLimit, { global: false });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const sites = new WeakMap<FastifyRequest, number>();
  const siteLimiter = app.createRateLimit({
    ...PER_SITE_LIMIT,
    keyGenerator: (request) => `site-inquiry:${sites.get(request)}`,
  });
  const staff = { config: { ability: 'site-inquiries.read' } } as const;

  app.post(
    '/api/sites/code/:code/inquiries',
    {
      config: { public: true, rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        params: SiteCodeParamsSchema,
        body: SiteInquiryBodySchema,
        response: { 201: SiteInquiryCreatedSchema },
      },
    },
    async (request, reply) => {
      const site = await getActiveSiteByCode(db, request.params.code);
      sites.set(request, site.id);
      const state = await siteLimiter(request);
      if (!state.isAllowed && state.isExceeded) {
        reply.header('retry-after', String(Math.max(1, state.ttlInSeconds)));
        throw new AppError(429, 'TOO_MANY_REQUESTS');
      }
      await service.submitSiteInquiry(db, site, request.body);
      return reply.status(201).send({ success: true as const });
    },
  );

  app.get(
    '/api/site-inquiries',
    {
      ...staff,
      schema: {
        querystring: SiteInquiryListQuerySchema,
        response: { 200: SiteInquiryListSchema },
      },
    },
    (request) => service.listSiteInquiries(db, request.staff, request.query.status),
  );

  app.patch(
    '/api/site-inquiries/:id',
    {
      ...staff,
      schema: {
        params: idParamsSchema,
        body: SiteInquiryUpdateBodySchema,
        response: { 200: SiteInquirySchema },
      },
    },
    (request) => service.updateSiteInquiry(db, request.staff, request.params.id, request.body),
  );
}
