import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCESS_LOG_PAGE_SIZE,
  AccessLogPageSchema,
  AccessLogQuerySchema,
  type AccessKind,
} from '@shared/schemas/access-log.schemas';
import { companyIdForCall } from '../../lib/scope';
import { personName } from '../entry-requests/review.service';
import { companyAccessPage } from './access-log.repository';

/** Who read the company's workers' data, for its admins, filtered. */
export async function accessLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/api/access-log',
    {
      config: { ability: 'audit.read' },
      schema: { querystring: AccessLogQuerySchema, response: { 200: AccessLogPageSchema } },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const rows = await companyAccessPage(
        db,
        { ...filter, companyId: companyIdForCall(request.staff, undefined) },
        { limit: ACCESS_LOG_PAGE_SIZE, offset: (page - 1) * ACCESS_LOG_PAGE_SIZE },
      );
      return {
        items: rows.slice(0, ACCESS_LOG_PAGE_SIZE).map((row) => ({
          id: row.id,
          kind: row.kind as AccessKind,
          subject: row.subject,
          address: row.address,
          userId: row.userId,
          userName: personName(row.firstName, row.lastName, row.username),
          createdAt: row.createdAt.toISOString(),
        })),
        hasMore: rows.length > ACCESS_LOG_PAGE_SIZE,
      };
    },
  );
}
