import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardQuerySchema, DashboardSchema } from '@shared/schemas/dashboard.schemas';
import { scopeKey } from '../../lib/scope';
import * as dashboard from './dashboard.service';

/** GET /api/dashboard: the control panel's figures. Staff only. */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { ability: 'entry.decide' } as const;
  app.get(
    '/api/dashboard',
    { config, schema: { querystring: DashboardQuerySchema, response: { 200: DashboardSchema } } },
    (request) => {
      const { staff, query } = request;
      return app.sharedReads.share(`dashboard:${scopeKey(staff)}:${query.siteId ?? ''}`, () =>
        dashboard.dashboard(app.database.db, staff, query.siteId),
      );
    },
  );
}
