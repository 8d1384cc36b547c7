import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactRequestBodySchema,
  ContactRequestCreatedSchema,
  ContactRequestListQuerySchema,
  ContactRequestListSchema,
  ContactRequestSchema,
  ContactRequestUpdateBodySchema,
  LeadAgentBodySchema,
  LeadDetailsSchema,
  LeadExportQuerySchema,
  LeadNoteBodySchema,
} from '@shared/schemas/contact-request.schemas';
import { idParamsSchema } from '@shared/schemas/manage-common.schemas';
import { CompanyCreateBodySchema, PlatformCompanySchema } from '@shared/schemas/platform-admin';
import { CONTACT_RATE_LIMIT } from '../../lib/contact-rate-limit';
import { sendCsv } from '../../lib/csv';
import * as service from './contact-requests.service';

/**
 * The public site's contact and account requests, and the leads pipeline built on them: the
 * platform's people read and run every lead, a sales agent the leads assigned to him; a
 * customer company's staff get nothing (docs/decisions/018-leads-are-the-platforms-alone.md).
 */
export async function contactRequestRoutes(fastify: FastifyInstance) {
  await fastify.register(rateLimit, { global: false });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const reader = (request: FastifyRequest) => ({
    user: request.staff,
    mainAccountUsernames: app.config.mainAccountUsernames,
  });
  const read = { config: { ability: 'leads.read' } } as const;
  const manage = { config: { ability: 'leads.manage' } } as const;

  app.post(
    '/api/contact-requests',
    {
      config: { public: true, rateLimit: CONTACT_RATE_LIMIT },
      schema: { body: ContactRequestBodySchema, response: { 201: ContactRequestCreatedSchema } },
    },
    async (request, reply) => {
      await service.submitContactRequest(db, request.body);
      return reply.status(201).send({ success: true as const });
    },
  );

  app.get(
    '/api/contact-requests',
    {
      ...read,
      schema: {
        querystring: ContactRequestListQuerySchema,
        response: { 200: ContactRequestListSchema },
      },
    },
    (request) => service.listLeads(db, reader(request), request.query.status),
  );

  app.get(
    '/api/contact-requests/export.csv',
    { ...read, schema: { querystring: LeadExportQuerySchema } },
    async (request, reply) => {
      const file = await service.leadsCsv(
        db,
        reader(request),
        request.query.status,
        request.language,
      );
      return sendCsv(reply, file);
    },
  );

  app.get(
    '/api/contact-requests/:id',
    { ...read, schema: { params: idParamsSchema, response: { 200: LeadDetailsSchema } } },
    (request) => service.leadDetails(db, reader(request), request.params.id),
  );

  app.patch(
    '/api/contact-requests/:id',
    {
      ...read,
      schema: {
        params: idParamsSchema,
        body: ContactRequestUpdateBodySchema,
        response: { 200: ContactRequestSchema },
      },
    },
    (request) => service.updateLead(db, reader(request), request.params.id, request.body),
  );

  app.post(
    '/api/contact-requests/:id/notes',
    {
      ...read,
      schema: {
        params: idParamsSchema,
        body: LeadNoteBodySchema,
        response: { 201: LeadDetailsSchema },
      },
    },
    async (request, reply) => {
      const lead = await service.addNote(db, reader(request), request.params.id, request.body.body);
      return reply.status(201).send(lead);
    },
  );

  app.put(
    '/api/contact-requests/:id/agent',
    {
      ...manage,
      schema: {
        params: idParamsSchema,
        body: LeadAgentBodySchema,
        response: { 200: ContactRequestSchema },
      },
    },
    (request) =>
      service.assignAgent(db, reader(request), request.params.id, request.body, request.language),
  );

  app.post(
    '/api/contact-requests/:id/company',
    {
      ...manage,
      schema: {
        params: idParamsSchema,
        body: CompanyCreateBodySchema,
        response: { 201: PlatformCompanySchema },
      },
    },
    async (request, reply) => {
      const company = await service.openCompany(
        db,
        reader(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(company);
    },
  );
}
