import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RecognitionQuerySchema,
  RecognitionSchema,
  RevokeResultSchema,
  SiteParamsSchema,
  SiteRecognitionSettingsSchema,
  WorkerHistorySchema,
  WorkerPhoneQuerySchema,
} from '../../../shared/schemas/worker-recognition.schemas';
import { AppError } from '../../lib/app-error';
import { isForeignOrigin } from '../../plugins/guards';
import * as service from './worker-recognition.service';
import { clearWorkerCookie, workerTokenOf } from './worker-token-cookie';

/**
 * A returning worker's phone (docs/returning-worker.md): what it is offered on a site's form
 * and the worker's "this is not me"; and, for staff, a worker's visits and the revocation of
 * every phone that remembers him.
 */
export async function workerRecognitionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { statusReads } = app.config.rateLimits;
  const readLimit = { max: statusReads.max, timeWindow: statusReads.windowMs };
  // The limiter is registered per module: the submission module's own does not reach here.
  await app.register(rateLimit, { global: false });
  const staff = { ability: 'workers.recognition' } as const;

  app.get(
    '/api/worker-recognition/me',
    {
      config: { public: true, rateLimit: readLimit },
      schema: { querystring: RecognitionQuerySchema, response: { 200: RecognitionSchema } },
    },
    async (request, reply) => {
      // The worker's own face and signature: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return service.recognize(db, app.blobStore, request.query.siteId, workerTokenOf(request));
    },
  );

  app.delete(
    '/api/worker-recognition/me',
    {
      // Public: the worker has no session; the token in his cookie is what he forgets.
      config: { public: true, rateLimit: readLimit },
      schema: { querystring: RecognitionQuerySchema, response: { 200: RecognitionSchema } },
    },
    async (request, reply) => {
      // The staff guard's CSRF check does not run on a public route, so it is made here.
      if (isForeignOrigin(request, app.config.publicUrl)) {
        throw new AppError(403, 'ORIGIN_FORBIDDEN');
      }
      const { companyId } = await service.forget(db, request.query.siteId, workerTokenOf(request));
      clearWorkerCookie(reply, companyId);
      return { isRecognized: false as const };
    },
  );

  app.get(
    '/api/worker-recognition/workers',
    {
      config: staff,
      schema: { querystring: WorkerPhoneQuerySchema, response: { 200: WorkerHistorySchema } },
    },
    (request) => service.workerHistory(db, request.staff, request.query.phone),
  );

  app.post(
    '/api/worker-recognition/workers/revoke',
    {
      config: staff,
      schema: { body: WorkerPhoneQuerySchema, response: { 200: RevokeResultSchema } },
    },
    (request) => service.revokeWorker(db, request.staff, request.body.phone),
  );

  app.get(
    '/api/worker-recognition/sites/:siteId',
    {
      config: { ability: 'sites.edit' },
      schema: { params: SiteParamsSchema, response: { 200: SiteRecognitionSettingsSchema } },
    },
    (request) => service.getSiteSettings(db, request.staff, request.params.siteId),
  );

  app.put(
    '/api/worker-recognition/sites/:siteId',
    {
      config: { ability: 'sites.edit' },
      schema: {
        params: SiteParamsSchema,
        body: SiteRecognitionSettingsSchema,
        response: { 200: SiteRecognitionSettingsSchema },
      },
    },
    (request) => service.updateSiteSettings(db, request.staff, request.params.siteId, request.body),
  );
}
