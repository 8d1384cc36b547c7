import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Role } from '../../../shared/constants';
import {
  EquipmentBodySchema,
  EquipmentImportBodySchema,
  EquipmentImportResultSchema,
  EquipmentListQuerySchema,
  EquipmentSettingsBodySchema,
  EquipmentSettingsSchema,
  EquipmentUpdateBodySchema,
  ManagedEquipmentListSchema,
  ManagedEquipmentSchema,
} from '../../../shared/schemas/equipment-admin.schemas';
import { companyQuerySchema, idParamsSchema } from '../../../shared/schemas/manage-common.schemas';
import { attachmentDisposition, sendCsv } from '../../lib/csv';
import { requestLanguage } from '../../i18n/messages';
import * as service from './equipment-admin.service';
import { exportEquipment, importEquipment } from './equipment-import.service';

/** The list and today's work are for every staff role; changing items is for admins. */
const ADMINS: readonly Role[] = ['super_admin', 'admin', 'company_admin'];

/** Scaffolds and lifting platforms management. */
export async function equipmentAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/api/equipment',
    {
      schema: {
        querystring: EquipmentListQuerySchema,
        response: { 200: ManagedEquipmentListSchema },
      },
    },
    (request) => service.listManagedEquipment(db, request.session!.user, request.query),
  );

  app.post(
    '/api/equipment',
    {
      config: { roles: ADMINS },
      schema: {
        querystring: companyQuerySchema,
        body: EquipmentBodySchema,
        response: { 201: ManagedEquipmentSchema },
      },
    },
    async (request, reply) => {
      const item = await service.createEquipment(
        db,
        request.session!.user,
        request.query.companyId,
        request.body,
        requestLanguage(request),
      );
      return reply.status(201).send(item);
    },
  );

  app.patch(
    '/api/equipment/:id',
    {
      config: { roles: ADMINS },
      schema: {
        params: idParamsSchema,
        body: EquipmentUpdateBodySchema,
        response: { 200: ManagedEquipmentSchema },
      },
    },
    (request) =>
      service.updateEquipment(
        db,
        request.session!.user,
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.post(
    '/api/equipment/import',
    {
      config: { roles: ADMINS },
      schema: {
        querystring: companyQuerySchema,
        body: EquipmentImportBodySchema,
        response: { 200: EquipmentImportResultSchema },
      },
    },
    (request) =>
      importEquipment(
        db,
        request.session!.user,
        request.query.companyId,
        request.body.csv,
        requestLanguage(request),
      ),
  );

  app.get(
    '/api/equipment/export',
    { schema: { querystring: EquipmentListQuerySchema } },
    async (request, reply) => {
      const csv = await exportEquipment(db, request.session!.user, request.query);
      const name = `${request.query.kind ?? 'equipment'}-${new Date().toISOString().slice(0, 10)}.csv`;
      return sendCsv(reply, { csv, disposition: attachmentDisposition(name) });
    },
  );

  app.get(
    '/api/equipment/settings',
    { schema: { querystring: companyQuerySchema, response: { 200: EquipmentSettingsSchema } } },
    (request) =>
      service.getEquipmentSettings(
        db,
        service.equipmentScope(request.session!.user, request.query.companyId).companyId,
      ),
  );

  app.put(
    '/api/equipment/settings',
    {
      config: { roles: ADMINS },
      schema: {
        querystring: companyQuerySchema,
        body: EquipmentSettingsBodySchema,
        response: { 200: EquipmentSettingsSchema },
      },
    },
    (request) =>
      service.updateSettings(db, request.session!.user, request.query.companyId, request.body),
  );
}
