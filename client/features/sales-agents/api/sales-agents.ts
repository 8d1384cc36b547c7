import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlatformCompanyList } from '@shared/schemas/platform-admin';
import type {
  CompanyAgentBody,
  CompanyAgentHistory,
  SalesAgent,
  SalesAgentCreateBody,
  SalesAgentList,
} from '@shared/schemas/sales-agents.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

const agentsKey = ['sales-agents'] as const;

export function useSalesAgents() {
  return useQuery({
    queryKey: agentsKey,
    queryFn: ({ signal }) => apiGet<SalesAgentList>('/api/admin/sales-agents', { signal }),
  });
}

/** The companies an agent can be given. */
export function useCompanyChoices() {
  return useQuery({
    queryKey: ['admin', 'companies', ''],
    queryFn: ({ signal }) => apiGet<PlatformCompanyList>('/api/admin/companies', { signal }),
  });
}

export function useCompanyAgents(companyId: number | null) {
  return useQuery({
    queryKey: [...agentsKey, 'company', companyId],
    queryFn: ({ signal }) =>
      apiGet<CompanyAgentHistory>(`/api/admin/companies/${companyId}/agent`, { signal }),
    enabled: companyId !== null,
  });
}

function useRefreshAgents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: agentsKey });
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
