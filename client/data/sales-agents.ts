import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CompanyAgentHistory, SalesAgentList } from '@shared/schemas/sales-agents.schemas';
import { apiGet } from '@/lib/api-client';

const salesAgentsKey = ['sales-agents'] as const;

/** GET /api/admin/sales-agents: the agents, for their screen and to give a lead to one. */
export function salesAgentsQuery() {
  return queryOptions({
    queryKey: salesAgentsKey,
    queryFn: ({ signal }) => apiGet<SalesAgentList>('/api/admin/sales-agents', { signal }),
  });
}

/** GET /api/admin/companies/{id}/agent: the company's agents over time. */
export function companyAgentsQuery(companyId: number | null) {
  return queryOptions({
    queryKey: [...salesAgentsKey, 'company', companyId],
    queryFn: ({ signal }) =>
      apiGet<CompanyAgentHistory>(`/api/admin/companies/${companyId}/agent`, { signal }),
    enabled: companyId !== null,
  });
}

/** After an agent or an assignment changed: the agents and every company's history read afresh. */
export function invalidateSalesAgents(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: salesAgentsKey });
}
