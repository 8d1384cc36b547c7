import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTACT_REQUEST_READERS,
  ContactRequestBodySchema,
  ContactRequestCreatedSchema,
  ContactRequestListQuerySchema,
  ContactRequestListSchema,
  ContactRequestSchema,
  ContactRequestUpdateBodySchema,
} from '../../../shared/schemas/contact-request.schemas';
import { idParamsSchema } from '../../../shared/schemas/manage-common.schemas';
import * as service from './contact-requests.service';

/** A person sends one or two; a script sending many from one address is stopped. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 };

/** Customer inquiries (issue 5, item 6): public submission, staff list and handling. */
export async function contactRequestRoutes(fastify: FastifyInstance) {
  await fastify.register(rateLimit, { global: false });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

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
      config: { roles: CONTACT_REQUEST_READERS },
      schema: {
        querystring: ContactRequestListQuerySchema,
        response: { 200: ContactRequestListSchema },
      },
    },
    (request) => service.listContactRequests(db, request.query.status),
  );

  app.patch(
    '/api/contact-requests/:id',
    {
      config: { roles: CONTACT_REQUEST_READERS },
      schema: {
        params: idParamsSchema,
        body: ContactRequestUpdateBodySchema,
        response: { 200: ContactRequestSchema },
      },
    },
    (request) =>
      service.updateContactRequest(db, request.session!.user, request.params.id, request.body),
  );
}
