import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CompanyRecognitionSettingsSchema,
  NewPhoneClaimSchema,
  NewPhoneResultSchema,
  RecognitionQuerySchema,
  RecognitionSchema,
  RevokeResultSchema,
  SiteParamsSchema,
  SiteRecognitionSettingsSchema,
  WorkerHistorySchema,
  WorkerPhoneQuerySchema,
} from '@shared/schemas/worker-recognition.schemas';
import { AppError } from '../../lib/app-error';
import { isForeignOrigin } from '../../plugins/guards';
import { NEW_PHONE_LIMITS, perPhoneLimit } from './new-phone-limits';
import * as newPhone from './new-phone.service';
import * as service from './worker-recognition.service';
import { clearWorkerCookie, setWorkerCookie, workerTokenOf } from '../../lib/worker-token-cookie';

/**
 * A returning worker's phone (docs/returning-worker.md): what it is offered on a site's form
 * and the worker's "this is not me"; and, for staff, a worker's visits and the revocation of
 * every phone that remembers him; a worker on a new phone recognised by his phone number and
 * the detail his company asks for; and the revocation of his inductions alone.
 */
export async function workerRecognitionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { statusReads } = app.config.rateLimits;
  const readLimit = { max: statusReads.max, timeWindow: statusReads.windowMs };
  // The limiter is registered per module: the submission module's own does not reach here.
  await app.register(rateLimit, { global: false });
  const staff = { ability: 'workers.recognition' } as const;
  const admitPhone = perPhoneLimit(app);

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
    '/api/worker-recognition/new-phone',
    {
      config: { public: true, rateLimit: readLimit },
      schema: {
        querystring: RecognitionQuerySchema,
        response: { 200: CompanyRecognitionSettingsSchema },
      },
    },
    (request) => newPhone.newPhoneOffer(db, request.query.siteId),
  );

  app.post(
    '/api/worker-recognition/new-phone',
    {
      config: { public: true, rateLimit: NEW_PHONE_LIMITS.perAddress },
      schema: {
        querystring: RecognitionQuerySchema,
        body: NewPhoneClaimSchema,
        response: { 200: NewPhoneResultSchema },
      },
    },
    async (request, reply) => {
      if (isForeignOrigin(request, app.config.publicUrl)) {
        throw new AppError(403, 'ORIGIN_FORBIDDEN');
      }
      await admitPhone(request, reply, request.body.phone);
      const { companyId, token } = await newPhone.claimNewPhone(
        db,
        request.query.siteId,
        request.body,
      );
      if (token) setWorkerCookie(request, reply, companyId, token);
      return { isRecognized: token !== null };
    },
  );

  app.get(
    '/api/worker-recognition/company',
    {
      config: { ability: 'company.profile' },
      schema: { response: { 200: CompanyRecognitionSettingsSchema } },
    },
    (request) => newPhone.getCompanySettings(db, request.staff),
  );

  app.put(
    '/api/worker-recognition/company',
    {
      config: { ability: 'company.profile' },
      schema: {
        body: CompanyRecognitionSettingsSchema,
        response: { 200: CompanyRecognitionSettingsSchema },
      },
    },
    (request) => newPhone.updateCompanySettings(db, request.staff, request.body),
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

  app.post(
    '/api/worker-recognition/workers/revoke-induction',
    {
      config: { ability: 'workers.induction' },
      schema: { body: WorkerPhoneQuerySchema, response: { 200: RevokeResultSchema } },
    },
    (request) => service.revokeInduction(db, request.staff, request.body.phone),
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
