import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DECIDE_ABILITY } from '@shared/entry-request/lifecycle';
import {
  BriefingBodySchema,
  BriefingConfirmBodySchema,
  BriefingConfirmationsSchema,
  SiteBriefingSchema,
  WorkerBriefingQuerySchema,
  WorkerBriefingSchema,
} from '@shared/schemas/daily-briefing.schemas';
import { AppError } from '../../lib/app-error';
import { isForeignOrigin } from '../../plugins/guards';
import * as service from './daily-briefings.service';

const SiteParamsSchema = z.object({ siteId: z.coerce.number().int().positive() });
const ConfirmedSchema = z.object({ confirmedAt: z.string() });

/**
 * The morning briefing (docs/crew-and-briefing.md): a site's daily briefing set by its
 * managers, confirmed once a day by each worker with the request he holds, and the list of who
 * confirmed today.
 */
export async function dailyBriefingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { statusReads } = app.config.rateLimits;
  const readLimit = { max: statusReads.max, timeWindow: statusReads.windowMs };
  await app.register(rateLimit, { global: false });
  const manage = { ability: 'briefings.manage' } as const;

  app.get(
    '/api/sites/:siteId/briefing',
    { config: manage, schema: { params: SiteParamsSchema, response: { 200: SiteBriefingSchema } } },
    (request) => service.siteBriefing(db, request.staff, request.params.siteId),
  );

  app.put(
    '/api/sites/:siteId/briefing',
    {
      config: manage,
      schema: {
        params: SiteParamsSchema,
        body: BriefingBodySchema,
        response: { 200: SiteBriefingSchema },
      },
    },
    (request) => service.saveBriefing(db, request.staff, request.params.siteId, request.body),
  );

  app.get(
    '/api/sites/:siteId/briefing/confirmations',
    {
      config: { ability: DECIDE_ABILITY },
      schema: { params: SiteParamsSchema, response: { 200: BriefingConfirmationsSchema } },
    },
    (request) => service.todaysConfirmations(db, request.staff, request.params.siteId),
  );

  app.get(
    '/api/briefing',
    {
      config: { public: true, rateLimit: readLimit },
      schema: { querystring: WorkerBriefingQuerySchema, response: { 200: WorkerBriefingSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.workerBriefing(db, request.query.entryRequestId, request.language);
    },
  );

  app.post(
    '/api/briefing/confirmations',
    {
      // Public: holding the request's unguessable id is the worker's right to confirm with it.
      config: { public: true, rateLimit: readLimit },
      schema: {
        body: BriefingConfirmBodySchema,
        response: { 200: ConfirmedSchema, 201: ConfirmedSchema },
      },
    },
    async (request, reply) => {
      if (isForeignOrigin(request, app.config.publicUrl)) {
        throw new AppError(403, 'ORIGIN_FORBIDDEN');
      }
      const result = await service.confirmBriefing(db, request.body);
      return reply.status(result.isNew ? 201 : 200).send({ confirmedAt: result.confirmedAt });
    },
  );
}
