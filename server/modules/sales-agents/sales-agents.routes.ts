import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '@shared/i18n/languages';
import { idParamsSchema } from '@shared/schemas/manage-common.schemas';
import {
  CompanyAgentBodySchema,
  CompanyAgentHistorySchema,
  PortfolioSchema,
  SalesAgentCreateBodySchema,
  SalesAgentListSchema,
  SalesAgentSchema,
} from '@shared/schemas/sales-agents.schemas';
import { sendCsv } from '../../lib/csv';
import * as service from './sales-agents.service';

const ExportQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });

/** Sales agents and the companies they bring; the agent's own portfolio. */
export async function salesAgentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const manage = { config: { ability: 'agents.manage' } } as const;

  app.get(
    '/api/admin/sales-agents',
    { ...manage, schema: { response: { 200: SalesAgentListSchema } } },
    () => service.listAgents(db),
  );

  app.get(
    '/api/admin/sales-agents/export.csv',
    { ...manage, schema: { querystring: ExportQuerySchema } },
    async (request, reply) => sendCsv(reply, await service.agentsCsv(db, request.language)),
  );

  app.post(
    '/api/admin/sales-agents',
    {
      ...manage,
      schema: { body: SalesAgentCreateBodySchema, response: { 201: SalesAgentSchema } },
    },
    async (request, reply) => {
      const agent = await service.createAgent(db, request.staff, request.body);
      return reply.status(201).send(agent);
    },
  );

  app.get(
    '/api/admin/companies/:id/agent',
    {
      ...manage,
      schema: { params: idParamsSchema, response: { 200: CompanyAgentHistorySchema } },
    },
    (request) => service.companyAgentHistory(db, request.params.id),
  );

  app.put(
    '/api/admin/companies/:id/agent',
    {
      ...manage,
      schema: {
        params: idParamsSchema,
        body: CompanyAgentBodySchema,
        response: { 200: CompanyAgentHistorySchema },
      },
    },
    (request) =>
      service.assignAgent(db, request.staff, request.params.id, request.body, request.language),
  );

  app.delete(
    '/api/admin/companies/:id/agent',
    {
      ...manage,
      schema: { params: idParamsSchema, response: { 200: CompanyAgentHistorySchema } },
    },
    (request) => service.removeAgent(db, request.staff, request.params.id),
  );

  app.get(
    '/api/agent/portfolio',
    {
      config: { ability: 'portfolio.read' },
      schema: { response: { 200: PortfolioSchema } },
    },
    (request) => service.portfolio(db, request.staff, app.config.mainAccountUsernames),
  );
}
