import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUDIT_LOG_PAGE_SIZE,
  AuditLogPageSchema,
  AuditLogQuerySchema,
} from '@shared/schemas/audit-log.schemas';
import { companyIdForCall } from '../../lib/scope';
import { personName } from '../entry-requests/review.service';
import { companyAuditPage } from './audit-log.repository';

type AuditRow = Awaited<ReturnType<typeof companyAuditPage>>[number];

/** The name of what a row concerns, from the joined object that matches its kind. */
function subjectOf(row: AuditRow): string | null {
  if (row.requestNumber !== null) {
    const worker = `${row.workerFirstName ?? ''} ${row.workerLastName ?? ''}`.trim();
    return worker ? `${row.requestNumber} (${worker})` : String(row.requestNumber);
  }
  if (row.userUsername !== null) {
    return personName(row.userFirstName, row.userLastName, row.userUsername);
  }
  return row.siteName ?? row.equipmentValue ?? null;
}

/** The company's audit log, for its admins: who did what and when, filtered. */
export async function auditLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/api/audit-log',
    {
      config: { ability: 'audit.read' },
      schema: { querystring: AuditLogQuerySchema, response: { 200: AuditLogPageSchema } },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const rows = await companyAuditPage(
        db,
        { ...filter, companyId: companyIdForCall(request.staff, undefined) },
        { limit: AUDIT_LOG_PAGE_SIZE, offset: (page - 1) * AUDIT_LOG_PAGE_SIZE },
      );
      return {
        items: rows.slice(0, AUDIT_LOG_PAGE_SIZE).map((row) => ({
          id: row.id,
          action: row.action,
          entityType: row.entityType,
          entityId: row.entityId,
          fromStatus: row.fromStatus,
          toStatus: row.toStatus,
          reason: row.reason,
          actorName: personName(row.actorFirstName, row.actorLastName, row.actorUsername),
          subject: subjectOf(row),
          createdAt: row.createdAt.toISOString(),
        })),
        hasMore: rows.length > AUDIT_LOG_PAGE_SIZE,
      };
    },
  );
}
