import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEDIA_MAX_BYTES } from '@shared/schemas/media.schemas';
import {
  ChangeBodySchema,
  ChecklistBodySchema,
  ChecklistSchema,
  EquipmentEventSchema,
  EquipmentInspectionsSchema,
  InspectionBodySchema,
  InspectionFileSchema,
  InspectionSettingsBodySchema,
  InspectionSettingsSchema,
  KindParamsSchema,
  PublicTagSchema,
  QualificationBodySchema,
  QualificationsSchema,
  RegisterQuerySchema,
  RegisterSchema,
  SiteGateSchema,
  SiteParamsSchema,
  StaffTagSchema,
  SummaryQuerySchema,
  InspectionSummarySchema,
  StoppageBodySchema,
  TagParamsSchema,
  UserParamsSchema,
} from '@shared/schemas/inspection.schemas';
import { companyQuerySchema, idParamsSchema } from '@shared/schemas/manage-common.schemas';
import { scopeKey } from '../../lib/scope';
import { attachmentDisposition, sendCsv } from '../../lib/csv';
import { uploadOneDocument } from '../media/document-upload.service';
import * as checklists from './checklists.service';
import * as events from './events.service';
import * as admin from './inspection-admin.service';
import * as inspections from './inspections.service';
import { registerCsv, siteRegister } from './register.service';
import { inspectionSummary } from './summary.service';

const FILE_LIMIT = MEDIA_MAX_BYTES.document;

/** Inspections of scaffolds and lifting platforms, their tags, events, checklists and register. */
export async function inspectionRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, {
    limits: { fileSize: FILE_LIMIT, files: 1, fields: 0, parts: 1 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const read = { ability: 'equipment.read' } as const;
  const inspect = { ability: 'equipment.inspect' } as const;
  const configure = { ability: 'equipment.checklists' } as const;
  const mark = { ability: 'equipment.events' } as const;

  app.get(
    '/api/inspections/tags/:token',
    {
      config: { public: true },
      schema: { params: TagParamsSchema, response: { 200: PublicTagSchema } },
    },
    (request) => inspections.publicTag(db, request.params.token),
  );

  app.get(
    '/api/inspections/tags/:token/staff',
    { config: read, schema: { params: TagParamsSchema, response: { 200: StaffTagSchema } } },
    (request) => inspections.staffTag(db, request.staff, request.params.token),
  );

  app.get(
    '/api/inspections/equipment/:id',
    {
      config: read,
      schema: { params: idParamsSchema, response: { 200: EquipmentInspectionsSchema } },
    },
    (request) => inspections.itemInspections(db, request.staff, request.params.id),
  );

  app.post(
    '/api/inspections/equipment/:id',
    {
      config: inspect,
      schema: {
        params: idParamsSchema,
        body: InspectionBodySchema,
        response: { 201: EquipmentInspectionsSchema },
      },
    },
    async (request, reply) => {
      const result = await inspections.recordInspection(
        db,
        request.staff,
        request.params.id,
        request.body,
        request.language,
      );
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/inspections/files',
    { config: inspect, schema: { response: { 201: InspectionFileSchema } } },
    async (request, reply) =>
      reply.status(201).send(await uploadOneDocument(db, request, FILE_LIMIT)),
  );

  app.post(
    '/api/inspections/equipment/:id/changes',
    {
      config: mark,
      schema: {
        params: idParamsSchema,
        body: ChangeBodySchema,
        response: { 201: EquipmentEventSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await events.recordChange(db, request.staff, request.params.id, request.body.note)),
  );

  app.post(
    '/api/inspections/sites/:siteId/weather',
    { config: mark, schema: { params: SiteParamsSchema, response: { 201: EquipmentEventSchema } } },
    async (request, reply) =>
      reply.status(201).send(await events.markWeather(db, request.staff, request.params.siteId)),
  );

  app.post(
    '/api/inspections/sites/:siteId/stoppages',
    {
      config: mark,
      schema: {
        params: SiteParamsSchema,
        body: StoppageBodySchema,
        response: { 201: EquipmentEventSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await events.recordStoppage(
            db,
            request.staff,
            request.params.siteId,
            request.body,
            request.language,
          ),
        ),
  );

  app.get(
    '/api/inspections/sites/:siteId/gate',
    { config: read, schema: { params: SiteParamsSchema, response: { 200: SiteGateSchema } } },
    (request) => admin.getGate(db, request.staff, request.params.siteId),
  );

  app.put(
    '/api/inspections/sites/:siteId/gate',
    {
      config: { ability: 'sites.edit' },
      schema: { params: SiteParamsSchema, body: SiteGateSchema, response: { 200: SiteGateSchema } },
    },
    (request) => admin.saveGate(db, request.staff, request.params.siteId, request.body.blocksUnfit),
  );

  app.get(
    '/api/inspections/checklists/:kind',
    {
      config: read,
      schema: {
        params: KindParamsSchema,
        querystring: companyQuerySchema,
        response: { 200: ChecklistSchema },
      },
    },
    (request) =>
      checklists.getChecklist(db, request.staff, request.query.companyId, request.params.kind),
  );

  app.put(
    '/api/inspections/checklists/:kind',
    {
      config: configure,
      schema: {
        params: KindParamsSchema,
        querystring: companyQuerySchema,
        body: ChecklistBodySchema,
        response: { 200: ChecklistSchema },
      },
    },
    (request) =>
      checklists.saveChecklist(
        db,
        request.staff,
        request.query.companyId,
        request.params.kind,
        request.body,
      ),
  );

  app.get(
    '/api/inspections/settings',
    {
      config: read,
      schema: { querystring: companyQuerySchema, response: { 200: InspectionSettingsSchema } },
    },
    (request) => admin.getSettings(db, request.staff, request.query.companyId),
  );

  app.put(
    '/api/inspections/settings',
    {
      config: configure,
      schema: {
        querystring: companyQuerySchema,
        body: InspectionSettingsBodySchema,
        response: { 200: InspectionSettingsSchema },
      },
    },
    (request) =>
      admin.saveSettings(
        db,
        request.staff,
        request.query.companyId,
        request.body,
        request.language,
      ),
  );

  app.get(
    '/api/inspections/qualifications',
    {
      config: configure,
      schema: { querystring: companyQuerySchema, response: { 200: QualificationsSchema } },
    },
    (request) => admin.listQualifications(db, request.staff, request.query.companyId),
  );

  app.put(
    '/api/inspections/qualifications/:userId',
    {
      config: configure,
      schema: {
        params: UserParamsSchema,
        body: QualificationBodySchema,
        response: { 200: QualificationBodySchema },
      },
    },
    (request) =>
      admin.setQualifications(db, request.staff, request.params.userId, request.body.kinds),
  );

  app.get(
    '/api/inspections/summary',
    {
      config: read,
      schema: { querystring: SummaryQuerySchema, response: { 200: InspectionSummarySchema } },
    },
    // Every open staff shell polls it for the menu's badge: identical reads share one query.
    (request) => {
      const { companyId = '', siteId = '' } = request.query;
      return app.sharedReads.share(
        `inspection-summary:${scopeKey(request.staff)}:${companyId}:${siteId}`,
        () => inspectionSummary(db, request.staff, request.query),
      );
    },
  );

  app.get(
    '/api/inspections/register',
    {
      config: read,
      schema: { querystring: RegisterQuerySchema, response: { 200: RegisterSchema } },
    },
    (request) => siteRegister(db, request.staff, request.query, request.language),
  );

  app.get(
    '/api/inspections/register.csv',
    { config: read, schema: { querystring: RegisterQuerySchema } },
    async (request, reply) => {
      const { csv, fileName } = await registerCsv(
        db,
        request.staff,
        request.query,
        request.language,
      );
      return sendCsv(reply, { csv, disposition: attachmentDisposition(fileName) });
    },
  );
}
