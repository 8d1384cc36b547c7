import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApprovedListSchema,
  BadgeCountsSchema,
  EntryRequestDetailsSchema,
  HistoryExportQuerySchema,
  HistoryPageSchema,
  HistoryQuerySchema,
  PendingListSchema,
} from '@shared/schemas/entry-review.schemas';
import { sendCsv } from '../../lib/csv';
import { scopeKey } from '../../lib/scope';
import * as review from './review.service';

const SiteParamsSchema = z.object({ siteId: z.coerce.number().int().positive() });
const EntryParamsSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * Staff reads of entry requests (docs/access.md): history, export, the queue, the
 * approved list and one request in full. Every route is staff-only; scope comes from the session.
 */
export async function entryReviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { ability: 'entry.decide' } as const;
  const db = app.database.db;

  app.get(
    '/api/entry-requests',
    { config, schema: { querystring: HistoryQuerySchema, response: { 200: HistoryPageSchema } } },
    (request) => {
      request.recordAccess({ kind: 'history', subject: JSON.stringify(request.query) });
      return review.history(db, request.staff, request.query);
    },
  );

  app.get(
    '/api/entry-requests/export.csv',
    { config, schema: { querystring: HistoryExportQuerySchema } },
    async (request, reply) => {
      request.recordAccess({ kind: 'history_export', subject: JSON.stringify(request.query) });
      return sendCsv(
        reply,
        await review.historyCsv(db, request.staff, request.query, request.language),
      );
    },
  );

  app.get(
    '/api/entry-requests/pending',
    { config, schema: { response: { 200: PendingListSchema } } },
    (request) => review.pending(db, request.staff),
  );

  app.get(
    '/api/sites/:siteId/entry-requests/pending',
    { config, schema: { params: SiteParamsSchema, response: { 200: PendingListSchema } } },
    (request) => review.pending(db, request.staff, request.params.siteId),
  );

  app.get(
    '/api/entry-requests/counts',
    { config, schema: { response: { 200: BadgeCountsSchema } } },
    (request) =>
      app.sharedReads.share(`badge-counts:${scopeKey(request.staff)}`, () =>
        review.badgeCounts(db, request.staff),
      ),
  );

  app.get(
    '/api/entry-requests/approved',
    { config, schema: { response: { 200: ApprovedListSchema } } },
    (request) => review.approved(db, request.staff),
  );

  app.get(
    '/api/entry-requests/:id/details',
    { config, schema: { params: EntryParamsSchema, response: { 200: EntryRequestDetailsSchema } } },
    (request) => {
      const { id } = request.params;
      request.recordAccess({
        kind: 'entry_details',
        subject: id,
        companyId: null,
        entryRequestId: id,
      });
      return review.details(db, request.staff, id, request.language);
    },
  );
}
