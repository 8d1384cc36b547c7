import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EquipmentBodySchema,
  EquipmentImportBodySchema,
  EquipmentImportResultSchema,
  EquipmentListQuerySchema,
  EquipmentPageQuerySchema,
  EquipmentSettingsBodySchema,
  EquipmentSettingsViewSchema,
  EquipmentSummarySchema,
  EquipmentUpdateBodySchema,
  ManagedEquipmentListSchema,
  ManagedEquipmentSchema,
} from '@shared/schemas/equipment-admin.schemas';
import { companyQuerySchema, idParamsSchema } from '@shared/schemas/manage-common.schemas';
import { attachmentDisposition, sendCsv } from '../../lib/csv';
import { plainJsonSerializer } from '../../lib/plain-json';
import * as service from './equipment-admin.service';
import { exportEquipment, importEquipment } from './equipment-import.service';

/** Scaffolds and lifting platforms management. */
export async function equipmentAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = { ability: 'equipment.read' } as const;
  const db = app.database.db;

  app.get(
    '/api/equipment',
    {
      config: read,
      schema: {
        querystring: EquipmentPageQuerySchema,
        response: { 200: ManagedEquipmentListSchema },
      },
      serializerCompiler: plainJsonSerializer,
    },
    (request) => service.listManagedEquipment(db, request.staff, request.query, request.language),
  );

  app.get(
    '/api/equipment/summary',
    {
      config: read,
      schema: { querystring: EquipmentListQuerySchema, response: { 200: EquipmentSummarySchema } },
    },
    (request) => service.equipmentSummary(db, request.staff, request.query),
  );

  app.post(
    '/api/equipment',
    {
      config: { ability: 'equipment.manage' },
      schema: {
        querystring: companyQuerySchema,
        body: EquipmentBodySchema,
        response: { 201: ManagedEquipmentSchema },
      },
    },
    async (request, reply) => {
      const item = await service.createEquipment(
        db,
        request.staff,
        request.query.companyId,
        request.body,
        request.language,
      );
      return reply.status(201).send(item);
    },
  );

  app.patch(
    '/api/equipment/:id',
    {
      config: { ability: 'equipment.manage' },
      schema: {
        params: idParamsSchema,
        body: EquipmentUpdateBodySchema,
        response: { 200: ManagedEquipmentSchema },
      },
    },
    (request) =>
      service.updateEquipment(db, request.staff, request.params.id, request.body, request.language),
  );

  app.post(
    '/api/equipment/import',
    {
      config: { ability: 'equipment.manage' },
      schema: {
        querystring: companyQuerySchema,
        body: EquipmentImportBodySchema,
        response: { 200: EquipmentImportResultSchema },
      },
    },
    (request) =>
      importEquipment(
        db,
        request.staff,
        request.query.companyId,
        request.body.csv,
        request.language,
      ),
  );

  app.get(
    '/api/equipment/export',
    { config: read, schema: { querystring: EquipmentListQuerySchema } },
    async (request, reply) => {
      const { csv, fileName } = await exportEquipment(db, request.staff, request.query);
      return sendCsv(reply, { csv, disposition: attachmentDisposition(fileName) });
    },
  );

  app.get(
    '/api/equipment/settings',
    {
      config: read,
      schema: { querystring: companyQuerySchema, response: { 200: EquipmentSettingsViewSchema } },
    },
    (request) => service.equipmentSettingsView(db, request.staff, request.query.companyId),
  );

  app.put(
    '/api/equipment/settings',
    {
      config: { ability: 'equipment.manage' },
      schema: {
        querystring: companyQuerySchema,
        body: EquipmentSettingsBodySchema,
        response: { 200: EquipmentSettingsViewSchema },
      },
    },
    (request) => service.updateSettings(db, request.staff, request.query.companyId, request.body),
  );
}
