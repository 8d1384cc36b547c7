import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PlatformUserExportQuerySchema,
  PlatformUserListSchema,
  PlatformUserQuerySchema,
} from '../../../shared/schemas/platform-users.schemas';
import { requestLanguage } from '../../i18n/messages';
import { sendCsv } from '../../lib/csv';
import * as service from './platform-users.service';

/** The platform's list of every staff user; edits go through /api/users. */
export async function platformUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const guard = { config: { ability: 'platform.users' } } as const;

  app.get(
    '/api/admin/users',
    {
      ...guard,
      schema: { querystring: PlatformUserQuerySchema, response: { 200: PlatformUserListSchema } },
    },
    (request) => service.listPlatformUsers(db, request.query),
  );

  app.get(
    '/api/admin/users/export.csv',
    { ...guard, schema: { querystring: PlatformUserExportQuerySchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        await service.platformUsersCsv(
          db,
          request.query,
          request.query.lang ?? requestLanguage(request),
        ),
      ),
  );
}
