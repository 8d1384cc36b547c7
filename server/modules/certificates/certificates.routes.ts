import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CertificateItemSchema,
  CertificateListQuerySchema,
  CertificateListSchema,
  CertificateParamsSchema,
  MyCertificatesQuerySchema,
  MyCertificatesSchema,
} from '@shared/schemas/certificate.schemas';
import { workerTokenOf } from '../../lib/worker-token-cookie';
import * as service from './certificates.service';

/**
 * Workers' certificates (docs/certificates.md): what a remembered phone has kept, offered again on
 * the form; for staff, the certificates to verify, expiring and expired, and the verification.
 */
export async function certificateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { statusReads } = app.config.rateLimits;
  await app.register(rateLimit, { global: false });

  app.get(
    '/api/certificates/mine',
    {
      config: {
        public: true,
        rateLimit: { max: statusReads.max, timeWindow: statusReads.windowMs },
      },
      schema: { querystring: MyCertificatesQuerySchema, response: { 200: MyCertificatesSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.myCertificates(db, String(request.query.siteId), workerTokenOf(request));
    },
  );

  app.get(
    '/api/certificates',
    {
      config: { ability: 'certificates.view' },
      schema: { querystring: CertificateListQuerySchema, response: { 200: CertificateListSchema } },
    },
    (request) => {
      // Names, employers and dates of birth: a read of workers' personal data.
      request.recordAccess({ kind: 'certificates', subject: JSON.stringify(request.query) });
      return service.listCertificates(db, request.staff, request.query);
    },
  );

  app.post(
    '/api/certificates/:id/verify',
    {
      config: { ability: 'certificates.verify' },
      schema: { params: CertificateParamsSchema, response: { 200: CertificateItemSchema } },
    },
    (request) => service.verifyCertificate(db, request.staff, request.params.id),
  );
}
