import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DECIDE_ABILITY } from '@shared/entry-request/lifecycle';
import {
  CREW_IMAGE_KINDS,
  CREW_SIZE_CEILING,
  CreatedForemanSchema,
  CrewAdminSchema,
  CrewParamsSchema,
  CrewSchema,
  CrewSettingsSchema,
  CrewSiteParamsSchema,
  CrewSubmitResponseSchema,
  FOREMAN_PASS_HEADER,
  ForemanBodySchema,
  ForemanParamsSchema,
  ForemanQuerySchema,
  ForemanStatusSchema,
  PendingCrewsSchema,
} from '@shared/schemas/crew.schemas';
import { StatusChangeBodySchema } from '@shared/schemas/entry-request.schemas';
import { AppError } from '../../lib/app-error';
import { serverText } from '../../i18n/messages';
import { isForeignOrigin } from '../../plugins/guards';
import { idempotencyKey } from '../../lib/idempotency-key';
import { multipartLimits, readSubmissionParts } from '../../lib/multipart-reader';
import { getActiveSiteById } from '../sites/sites.service';
import { workerTokenOf } from '../../lib/worker-token-cookie';
import * as admin from './crew-admin.service';
import { findForeman } from './crew-foreman.service';
import * as review from './crew-review.service';
import { submitCrew } from './crew-submission.service';

const passOf = (request: FastifyRequest) => {
  const header = request.headers[FOREMAN_PASS_HEADER];
  return typeof header === 'string' ? header : undefined;
};

/**
 * A crew signed in by its foreman (docs/crew-and-briefing.md): the foreman's check and his
 * submission, public; the crews waiting in the queue and their decision, the site's crew limit
 * and its named foremen, for staff.
 */
export async function crewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { uploads, rateLimits } = app.config;
  await app.register(rateLimit, { global: false });
  const readLimit = {
    max: rateLimits.statusReads.max,
    timeWindow: rateLimits.statusReads.windowMs,
  };
  const manage = { ability: 'crews.manage' } as const;

  app.get(
    '/api/crews/foreman',
    {
      config: { public: true, rateLimit: readLimit },
      schema: { querystring: ForemanQuerySchema, response: { 200: ForemanStatusSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const site = await getActiveSiteById(db, String(request.query.siteId));
      const foreman = await findForeman(db, site, {
        pass: passOf(request),
        workerTokenOf: workerTokenOf(request),
      });
      if (!foreman) return { isForeman: false as const };
      const maxCrewSize = await admin.crewLimit(db, site.id);
      return { isForeman: true as const, name: foreman.name, maxCrewSize };
    },
  );

  // A crew is two images a worker: the body may hold more files than one worker's form.
  const crewUploads = { ...uploads, maxFiles: CREW_SIZE_CEILING * CREW_IMAGE_KINDS.length };
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: multipartLimits(crewUploads),
      throwFileSizeLimit: true,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/crews',
      {
        config: {
          public: true,
          rateLimit: {
            max: rateLimits.submissions.max,
            timeWindow: rateLimits.submissions.windowMs,
          },
        },
        schema: { response: { 201: CrewSubmitResponseSchema } },
      },
      async (request, reply) => {
        // The foreman is known by his cookie or pass, so the check the staff guard makes on a
        // change is made here.
        if (isForeignOrigin(request, app.config.publicUrl)) {
          throw new AppError(403, 'ORIGIN_FORBIDDEN');
        }
        const key = idempotencyKey(request);
        const parts = await readSubmissionParts(request, crewUploads);
        const language = request.language;
        const result = await submitCrew(db, app.blobStore, {
          parts,
          idempotencyKey: key,
          language,
          pass: passOf(request),
          workerTokenOf: workerTokenOf(request),
        });
        return reply.status(201).send({
          crewId: result.crewId,
          requests: result.requests,
          message: serverText('crewSubmitted', language, {
            count: String(result.requests.length),
          }),
        });
      },
    );
  });

  app.get(
    '/api/sites/:siteId/crews/pending',
    {
      config: { ability: DECIDE_ABILITY },
      schema: { params: CrewSiteParamsSchema, response: { 200: PendingCrewsSchema } },
    },
    (request) => review.pendingCrews(db, request.staff, request.params.siteId),
  );

  app.post(
    '/api/crews/:id/decision',
    {
      config: { ability: DECIDE_ABILITY },
      schema: {
        params: CrewParamsSchema,
        body: StatusChangeBodySchema,
        response: { 200: CrewSchema },
      },
    },
    (request) => review.decideCrew(db, request.staff, request.params.id, request.body),
  );

  app.get(
    '/api/sites/:siteId/crew-settings',
    {
      config: manage,
      schema: { params: CrewSiteParamsSchema, response: { 200: CrewAdminSchema } },
    },
    (request) => admin.crewAdmin(db, request.staff, request.params.siteId),
  );

  app.put(
    '/api/sites/:siteId/crew-settings',
    {
      config: manage,
      schema: {
        params: CrewSiteParamsSchema,
        body: CrewSettingsSchema,
        response: { 200: CrewAdminSchema },
      },
    },
    (request) => admin.updateCrewSettings(db, request.staff, request.params.siteId, request.body),
  );

  app.post(
    '/api/sites/:siteId/foremen',
    {
      config: manage,
      schema: {
        params: CrewSiteParamsSchema,
        body: ForemanBodySchema,
        response: { 201: CreatedForemanSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await admin.addForeman(db, request.staff, request.params.siteId, request.body)),
  );

  app.delete(
    '/api/crew-foremen/:id',
    { config: manage, schema: { params: ForemanParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await admin.revokeForeman(db, request.staff, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
