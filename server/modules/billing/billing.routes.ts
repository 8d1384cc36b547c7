import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BillingCompanyListSchema,
  BillingCorrectionBodySchema,
  BillingMonthExportQuerySchema,
  BillingMonthQuerySchema,
  BillingMonthSchema,
  BillingPlanBodySchema,
  BillingPlanListSchema,
  BillingPlanSchema,
  DayClosingResultSchema,
} from '@shared/schemas/billing.schemas';
import { idParamsSchema } from '@shared/schemas/manage-common.schemas';
import { sendCsv } from '../../lib/csv';
import * as service from './billing.service';
import { closeDueDays } from './day-closing';

/** Daily billing: plans, the month's ledger and its export, corrections, closing on demand. */
export async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const guard = { config: { ability: 'billing.manage' } } as const;

  app.get(
    '/api/admin/billing/companies',
    { ...guard, schema: { response: { 200: BillingCompanyListSchema } } },
    () => service.listBillingCompanies(db),
  );

  app.get(
    '/api/admin/billing/companies/:id/plans',
    { ...guard, schema: { params: idParamsSchema, response: { 200: BillingPlanListSchema } } },
    (request) => service.listPlans(db, request.params.id),
  );

  app.post(
    '/api/admin/billing/companies/:id/plans',
    {
      ...guard,
      schema: {
        params: idParamsSchema,
        body: BillingPlanBodySchema,
        response: { 201: BillingPlanSchema },
      },
    },
    async (request, reply) => {
      const actor = request.staff;
      const plan = await service.setPlan(db, actor, request.params.id, request.body);
      return reply.status(201).send(plan);
    },
  );

  app.get(
    '/api/admin/billing/companies/:id/month',
    {
      ...guard,
      schema: {
        params: idParamsSchema,
        querystring: BillingMonthQuerySchema,
        response: { 200: BillingMonthSchema },
      },
    },
    (request) => service.billingMonth(db, request.params.id, request.query.month),
  );

  app.get(
    '/api/admin/billing/companies/:id/month.csv',
    { ...guard, schema: { params: idParamsSchema, querystring: BillingMonthExportQuerySchema } },
    async (request, reply) => {
      const file = await service.billingMonthCsv(
        db,
        request.params.id,
        request.query.month,
        request.language,
      );
      return sendCsv(reply, file);
    },
  );

  app.post(
    '/api/admin/billing/companies/:id/corrections',
    {
      ...guard,
      schema: {
        params: idParamsSchema,
        body: BillingCorrectionBodySchema,
        response: { 201: BillingMonthSchema },
      },
    },
    async (request, reply) => {
      const actor = request.staff;
      const month = await service.addCorrection(db, actor, request.params.id, request.body);
      return reply.status(201).send(month);
    },
  );

  app.post(
    '/api/admin/billing/close-days',
    { ...guard, schema: { response: { 200: DayClosingResultSchema } } },
    async () => ({ closedDays: await closeDueDays(db) }),
  );
}
