import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '@shared/i18n/languages';
import {
  InductionSettingsSchema,
  InductionStatusSchema,
  RequestInductionSchema,
} from '@shared/schemas/quiz.schemas';
import { workerTokenOf } from '../../lib/worker-token-cookie';
import * as inductions from './inductions.service';

const ParamsSchema = z.object({ id: z.string() });
const LanguageQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('he') });

/**
 * Inductions that count for a period (docs/inductions.md): whether a worker's phone may skip
 * the material, the site's period, and what a request carried, for its manager.
 */
export async function inductionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { statusReads } = app.config.rateLimits;

  app.get(
    '/api/sites/:id/induction',
    {
      config: {
        public: true,
        rateLimit: { max: statusReads.max, timeWindow: statusReads.windowMs },
      },
      schema: { params: ParamsSchema, response: { 200: InductionStatusSchema } },
    },
    async (request, reply) => {
      // It depends on the phone's cookie, so no shared cache may answer it for another phone.
      reply.header('cache-control', 'no-store');
      return inductions.inductionStatus(db, request.params.id, workerTokenOf(request));
    },
  );

  app.get(
    '/api/sites/:id/induction-settings',
    {
      config: { ability: 'sites.edit' },
      schema: { params: ParamsSchema, response: { 200: InductionSettingsSchema } },
    },
    (request) => inductions.inductionSettings(db, request.staff, request.params.id),
  );

  app.put(
    '/api/sites/:id/induction-settings',
    {
      config: { ability: 'sites.edit' },
      schema: {
        params: ParamsSchema,
        body: InductionSettingsSchema,
        response: { 200: InductionSettingsSchema },
      },
    },
    (request) =>
      inductions.saveInductionSettings(db, request.staff, request.params.id, request.body),
  );

  app.get(
    '/api/inductions/requests/:id',
    {
      config: { ability: 'entry.decide' },
      schema: {
        params: ParamsSchema,
        querystring: LanguageQuerySchema,
        response: { 200: RequestInductionSchema },
      },
    },
    (request) =>
      inductions.requestInduction(db, request.staff, request.params.id, request.language),
  );
}
