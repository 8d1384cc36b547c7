import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMIT_EXTENSION, PERMIT_MOVES, STAFF_MOVES } from '@shared/permits/permit-lifecycle';
import { MEDIA_MAX_BYTES } from '@shared/schemas/media.schemas';
import {
  BoardQuerySchema,
  BoardSchema,
  CreatePermitBodySchema,
  PermitFileSchema,
  ExtendBodySchema,
  JoinParamsSchema,
  MoveBodySchema,
  OverrideBodySchema,
  PermitCountsSchema,
  PermitParamsSchema,
  PermitRegisterSchema,
  PermitSchema,
  RegisterPageQuerySchema,
  RegisterQuerySchema,
  WorkerPermitSchema,
  WorkerPermitsSchema,
  WorkerQuerySchema,
  WorkManagersQuerySchema,
  WorkManagersSchema,
} from '@shared/schemas/permit.schemas';
import { AppError } from '../../lib/app-error';
import { sendCsv } from '../../lib/csv';
import { multipartLimits, readSubmissionParts } from '../../lib/multipart-reader';
import { plainJsonSerializer } from '../../lib/plain-json';
import { isForeignOrigin } from '../../plugins/guards';
import { uploadOneDocument } from '../media/document-upload.service';
import { readJoinSubmission } from './join-signature';
import * as join from './join.service';
import * as permits from './permits.service';
import * as register from './register.service';

/** Permits to work at height: the staff's board, moves and register, the workers' joining. */
export async function permitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  await app.register(rateLimit, { global: false });
  const workerLimit = {
    max: app.config.rateLimits.statusReads.max,
    timeWindow: app.config.rateLimits.statusReads.windowMs,
  };
  const read = { ability: 'permits.read' } as const;

  app.get(
    '/api/permits/board',
    {
      config: read,
      schema: { querystring: BoardQuerySchema, response: { 200: BoardSchema } },
      serializerCompiler: plainJsonSerializer,
    },
    (request) => permits.board(db, request.staff, request.query.siteId),
  );

  app.get(
    '/api/permits/counts',
    { config: read, schema: { response: { 200: PermitCountsSchema } } },
    (request) => permits.counts(db, request.staff),
  );

  app.get(
    '/api/permits/work-managers',
    {
      config: { ability: 'permits.request' },
      schema: { querystring: WorkManagersQuerySchema, response: { 200: WorkManagersSchema } },
    },
    (request) => permits.workManagers(db, request.staff, request.query.siteId),
  );

  app.get(
    '/api/permits/register',
    {
      config: read,
      schema: { querystring: RegisterPageQuerySchema, response: { 200: PermitRegisterSchema } },
    },
    (request) => register.permitRegister(db, request.staff, request.query, request.language),
  );

  app.get(
    '/api/permits/register.csv',
    { config: read, schema: { querystring: RegisterQuerySchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        await register.permitRegisterCsv(
          db,
          request.staff,
          request.query,
          request.language,
          app.config.publicUrl ?? `${request.protocol}://${request.host}`,
        ),
      ),
  );

  app.get(
    '/api/permits/:id',
    { config: read, schema: { params: PermitParamsSchema, response: { 200: PermitSchema } } },
    (request) => permits.getPermit(db, request.staff, request.params.id),
  );

  app.post(
    '/api/permits',
    {
      config: { ability: 'permits.request' },
      schema: { body: CreatePermitBodySchema, response: { 201: PermitSchema } },
    },
    async (request, reply) => {
      const permit = await permits.createPermit(db, request.staff, request.body, request.language);
      return reply.status(201).send(permit);
    },
  );

  // The written instructions as a document: the same checks as an inspection's report.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MEDIA_MAX_BYTES.document, files: 1, fields: 0, parts: 1 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/permits/files',
      {
        config: { ability: 'permits.request' },
        schema: { response: { 201: PermitFileSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await uploadOneDocument(db, request, MEDIA_MAX_BYTES.document)),
    );
  });

  // One route per move, each behind the ability the lifecycle names for it.
  for (const move of STAFF_MOVES) {
    app.post(
      `/api/permits/:id/${move}`,
      {
        config: { ability: PERMIT_MOVES[move].ability },
        schema: {
          params: PermitParamsSchema,
          body: MoveBodySchema,
          response: { 200: PermitSchema },
        },
      },
      (request) =>
        permits.movePermit(
          db,
          request.staff,
          request.params.id,
          move,
          request.body,
          request.language,
        ),
    );
  }

  app.post(
    '/api/permits/:id/extend',
    {
      config: { ability: PERMIT_EXTENSION.ability },
      schema: {
        params: PermitParamsSchema,
        body: ExtendBodySchema,
        response: { 200: PermitSchema },
      },
    },
    (request) =>
      permits.extendPermit(db, request.staff, request.params.id, request.body, request.language),
  );

  app.post(
    '/api/permits/:id/overrides',
    {
      config: { ability: 'permits.override' },
      schema: {
        params: PermitParamsSchema,
        body: OverrideBodySchema,
        response: { 200: PermitSchema },
      },
    },
    (request) =>
      permits.overrideCheck(db, request.staff, request.params.id, request.body, request.language),
  );

  // The worker's: public, as his waiting page is; his entry request's unguessable id is what
  // names him, and the service lets him reach only the permits of the site he is on today.
  app.get(
    '/api/permits/join/:token',
    {
      config: { public: true, rateLimit: workerLimit },
      schema: {
        params: JoinParamsSchema,
        querystring: WorkerQuerySchema,
        response: { 200: WorkerPermitSchema },
      },
    },
    (request) => join.permitToJoin(db, request.params.token, request.query.entryId),
  );

  // The worker's signature travels as a file, as his entry form's does: one image at most.
  const joinUploads = { ...app.config.uploads, maxFiles: 1 };
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: multipartLimits(joinUploads),
      throwFileSizeLimit: true,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/permits/join/:token',
      {
        config: { public: true, rateLimit: workerLimit },
        schema: { params: JoinParamsSchema, response: { 200: WorkerPermitSchema } },
      },
      async (request) => {
        // The staff guard's check of the page's origin does not run on a public route.
        if (isForeignOrigin(request, app.config.publicUrl)) {
          throw new AppError(403, 'ORIGIN_FORBIDDEN');
        }
        // The language part comes first and switches every later message to it.
        const parts = await readSubmissionParts(request, joinUploads);
        const body = await readJoinSubmission(parts, request.language);
        return join.joinPermit(db, app.blobStore, request.params.token, body);
      },
    );
  });

  app.get(
    '/api/permits/mine',
    {
      config: { public: true, rateLimit: workerLimit },
      schema: { querystring: WorkerQuerySchema, response: { 200: WorkerPermitsSchema } },
    },
    (request) => join.workerPermits(db, request.query.entryId),
  );
}
