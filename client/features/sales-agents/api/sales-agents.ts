import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyAgentBody,
  CompanyAgentHistory,
  SalesAgent,
  SalesAgentCreateBody,
} from '@shared/schemas/sales-agents.schemas';
import { platformCompaniesQuery } from '@/data/platform-companies';
import { companyAgentsQuery, invalidateSalesAgents, salesAgentsQuery } from '@/data/sales-agents';
import { apiSend } from '@/lib/api-client';

export function useSalesAgents() {
  return useQuery(salesAgentsQuery());
}

/** The companies an agent can be given. */
export function useCompanyChoices() {
  return useQuery(platformCompaniesQuery(''));
}

export function useCompanyAgents(companyId: number | null) {
  return useQuery(companyAgentsQuery(companyId));
}

function useRefreshAgents() {
  const queryClient = useQueryClient();
  return () => invalidateSalesAgents(queryClient);
}

export function useCreateAgent() {
  const onSuccess = useRefreshAgents();
  return useMutation({
    mutationFn: (body: SalesAgentCreateBody) =>
      apiSend<SalesAgent>('POST', '/api/admin/sales-agents', body),
    onSuccess,
  });
}

export function useAssignCompanyAgent(companyId: number) {
  const onSuccess = useRefreshAgents();
  return useMutation({
    mutationFn: (body: CompanyAgentBody) =>
      apiSend<CompanyAgentHistory>('PUT', `/api/admin/companies/${companyId}/agent`, body),
    onSuccess,
  });
}

export function useRemoveCompanyAgent(companyId: number) {
  const onSuccess = useRefreshAgents();
  return useMutation({
    mutationFn: () =>
      apiSend<CompanyAgentHistory>('DELETE', `/api/admin/companies/${companyId}/agent`),
    onSuccess,
  });
}
