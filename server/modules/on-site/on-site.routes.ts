import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '@shared/i18n/languages';
import {
  MarkRollCallEntryBodySchema,
  OnSiteQuerySchema,
  OnSiteResponseSchema,
  RollCallListQuerySchema,
  RollCallListSchema,
  RollCallSchema,
  StartRollCallBodySchema,
} from '@shared/schemas/on-site.schemas';
import { sendCsv } from '../../lib/csv';
import * as onSite from './on-site.service';

// Serial ids: anything past a PostgreSQL integer cannot exist, so it is refused up front.
const serialId = z.coerce.number().int().positive().max(2_147_483_647);
const RollCallParamsSchema = z.object({ id: serialId });
const RollCallEntryParamsSchema = z.object({ id: serialId, entryId: serialId });
const ExportQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });

/** Who is on site now and the evacuation roll call. Staff only. */
export async function onSiteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { ability: 'entry.decide' } as const;
  const db = app.database.db;

  app.get(
    '/api/on-site',
    { config, schema: { querystring: OnSiteQuerySchema, response: { 200: OnSiteResponseSchema } } },
    (request) => onSite.onSite(db, request.staff, request.query),
  );

  app.post(
    '/api/roll-calls',
    { config, schema: { body: StartRollCallBodySchema, response: { 201: RollCallSchema } } },
    async (request, reply) => {
      const rollCall = await onSite.startRollCall(db, request.staff, request.body.siteId);
      return reply.status(201).send(rollCall);
    },
  );

  app.get(
    '/api/roll-calls',
    {
      config,
      schema: { querystring: RollCallListQuerySchema, response: { 200: RollCallListSchema } },
    },
    (request) => onSite.listRollCalls(db, request.staff, request.query.siteId),
  );

  app.get(
    '/api/roll-calls/:id',
    { config, schema: { params: RollCallParamsSchema, response: { 200: RollCallSchema } } },
    (request) => {
      request.recordAccess({ kind: 'roll_call', subject: String(request.params.id) });
      return onSite.getRollCall(db, request.staff, request.params.id);
    },
  );

  app.patch(
    '/api/roll-calls/:id/entries/:entryId',
    {
      config,
      schema: {
        params: RollCallEntryParamsSchema,
        body: MarkRollCallEntryBodySchema,
        response: { 200: RollCallSchema },
      },
    },
    (request) =>
      onSite.markEntry(
        db,
        request.staff,
        request.params.id,
        request.params.entryId,
        request.body.isSafe,
      ),
  );

  app.get(
    '/api/roll-calls/:id/export.csv',
    { config, schema: { params: RollCallParamsSchema, querystring: ExportQuerySchema } },
    async (request, reply) => {
      request.recordAccess({ kind: 'roll_call_export', subject: String(request.params.id) });
      return sendCsv(
        reply,
        await onSite.rollCallCsv(db, request.staff, request.params.id, request.language),
      );
    },
  );
}
