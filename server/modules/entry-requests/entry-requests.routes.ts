import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMITTED_STATUS, DECIDE_ABILITY } from '@shared/entry-request/lifecycle';
import { LanguageQuerySchema } from '@shared/schemas/texts-in-language.schemas';
import { countApproval } from '../visits/visits.service';
import {
  EntryRequestStatusSchema,
  StatusChangeBodySchema,
  SubmitEntryResponseSchema,
} from '@shared/schemas/entry-request.schemas';
import { AppError } from '../../lib/app-error';
import { serverText } from '../../i18n/messages';
import { isForeignOrigin } from '../../plugins/guards';
import * as entries from './entry-requests.service';
import { idempotencyKey } from '../../lib/idempotency-key';
import { multipartLimits, readSubmissionParts } from '../../lib/multipart-reader';
import { submissionLimits } from './submission-limits';
import { submitEntryRequest } from './submission.service';
import { rememberSubmittingPhone } from './remember-submission';
import { workerTokenOf } from '../../lib/worker-token-cookie';
import { kioskOfToken } from '../kiosks/kiosks.service';
import { kioskTokenOf } from '../../lib/kiosk-cookie';

const ParamsSchema = z.object({ id: z.string() });
/**
 * The worker's submission and status page, and the staff decisions on a request (docs/uploads.md,
 * docs/lifecycle.md). Multipart and the submission limits are
 * registered here only, so no other module accepts a multipart body.
 */
export async function entryRequestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { uploads, rateLimits } = app.config;
  await app.register(multipart, { limits: multipartLimits(uploads), throwFileSizeLimit: true });
  // Limits count per client address (request.ip, which honours TRUST_PROXY); a 429 goes through
  // the error handler and keeps the Retry-After set here.
  await app.register(rateLimit, { global: false });
  const submissionLimit = {
    max: rateLimits.submissions.max,
    timeWindow: rateLimits.submissions.windowMs,
  };
  const readLimit = {
    max: rateLimits.statusReads.max,
    timeWindow: rateLimits.statusReads.windowMs,
  };
  const limits = submissionLimits(app);

  app.post(
    '/api/entry-requests',
    {
      config: { public: true, rateLimit: submissionLimit },
      schema: { response: { 201: SubmitEntryResponseSchema } },
    },
    async (request, reply) => {
      try {
        const key = idempotencyKey(request);
        // A kiosk serves a whole gate: its token stands for the device limit, it only sends its
        // own site's form, and it never gets or uses a phone's worker token.
        const kiosk = await kioskOfToken(db, kioskTokenOf(request));
        if (!kiosk) await limits.admitDevice(request, reply);
        const parts = await readSubmissionParts(request, uploads);
        const result = await submitEntryRequest(db, app.blobStore, {
          parts,
          idempotencyKey: key,
          language: request.language,
          admitSite: (siteId) => {
            if (kiosk && kiosk.siteId !== siteId) throw new AppError(403, 'KIOSK_REVOKED');
            return limits.admitSite(request, reply, siteId);
          },
          workerTokenOf: kiosk ? () => undefined : workerTokenOf(request),
        });
        app.metrics.submissions.inc({ outcome: result.isReplay ? 'replayed' : 'created' });
        // Remembering the phone is a convenience: when it fails, the request still stands.
        if (!kiosk)
          await rememberSubmittingPhone(request, reply, {
            id: result.requestId,
            companyId: result.companyId,
          }).catch((error: unknown) => request.log.warn({ err: error }, 'phone not remembered'));
        return reply.status(201).send({
          success: true as const,
          requestId: result.requestId,
          id: result.requestId,
          requestNumber: result.requestNumber,
          message: serverText('submitted', request.language),
        });
      } catch (error) {
        const isRefused = error instanceof AppError && error.statusCode < 500;
        app.metrics.submissions.inc({ outcome: isRefused ? 'refused' : 'failed' });
        throw error;
      }
    },
  );

  app.get(
    '/api/entry-requests/:id',
    {
      config: { public: true, rateLimit: readLimit },
      schema: {
        params: ParamsSchema,
        querystring: LanguageQuerySchema,
        response: { 200: EntryRequestStatusSchema },
      },
    },
    async (request, reply) => {
      // The waiting page polls; a cached answer would hide the decision.
      reply.header('cache-control', 'no-store');
      const status = await entries.getEntryStatus(db, request.params.id);
      return entries.statusInLanguage(status, request.language);
    },
  );

  app.post(
    '/api/entry-requests/:id/status',
    {
      config: { ability: DECIDE_ABILITY },
      schema: {
        params: ParamsSchema,
        body: StatusChangeBodySchema,
        response: { 200: EntryRequestStatusSchema },
      },
    },
    async (request) => {
      const result = await entries.changeEntryStatus(
        db,
        request.staff,
        request.params.id,
        request.body,
      );
      app.metrics.decisions.inc({ status: request.body.status });
      if (request.body.status === ADMITTED_STATUS) {
        // The funnel's last step; a counter that fails must not undo or fail the decision.
        await countApproval(db, {
          siteId: result.siteId,
          language: result.language,
          now: new Date(),
        }).catch((error: unknown) => request.log.warn({ err: error }, 'approval not counted'));
      }
      return result;
    },
  );

  app.post(
    '/api/entry-requests/:id/exit',
    {
      // Public on purpose: the worker signs out from the approved page without a session, and
      // holding the unguessable id is his right to do so. The service decides who the actor is
      // (staff in scope, else the worker) and refuses anything but an approved request.
      config: { public: true, rateLimit: readLimit },
      schema: { params: ParamsSchema, response: { 200: EntryRequestStatusSchema } },
    },
    async (request) => {
      // The staff guard's CSRF check does not run on a public route, so it is made here.
      if (isForeignOrigin(request, app.config.publicUrl)) {
        throw new AppError(403, 'ORIGIN_FORBIDDEN');
      }
      return entries.recordExit(db, request.session?.user ?? null, request.params.id);
    },
  );
}
