import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactRequest,
  ContactRequestList,
  ContactRequestUpdateBody,
  LeadDetails,
} from '@shared/schemas/contact-request.schemas';
import type { CompanyCreateBody, PlatformCompany } from '@shared/schemas/platform-admin';
import { salesAgentsQuery } from '@/data/sales-agents';
import { apiGet, apiSend } from '@/lib/api-client';

export const leadsKey = ['leads'] as const;

/** GET /api/contact-requests: every lead for the platform's people, his own for an agent. */
export function useLeads() {
  return useQuery({
    queryKey: leadsKey,
    queryFn: ({ signal }) => apiGet<ContactRequestList>('/api/contact-requests', { signal }),
  });
}

export function useLead(id: number) {
  return useQuery({
    queryKey: [...leadsKey, id],
    queryFn: ({ signal }) => apiGet<LeadDetails>(`/api/contact-requests/${id}`, { signal }),
  });
}

/** The agents a lead can be given to (the platform's people only ask). */
export function useAgentChoices(enabled: boolean) {
  return useQuery({ ...salesAgentsQuery(), enabled });
}

function useRefreshLeads() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: leadsKey });
}

export function useUpdateLead(id: number) {
  const onSuccess = useRefreshLeads();
  return useMutation({
    mutationFn: (body: ContactRequestUpdateBody) =>
      apiSend<ContactRequest>('PATCH', `/api/contact-requests/${id}`, body),
    onSuccess,
  });
}

export function useAddNote(id: number) {
  const onSuccess = useRefreshLeads();
  return useMutation({
    mutationFn: (body: string) =>
      apiSend<LeadDetails>('POST', `/api/contact-requests/${id}/notes`, { body }),
    onSuccess,
  });
}

export function useAssignAgent(id: number) {
  const onSuccess = useRefreshLeads();
  return useMutation({
    mutationFn: (agentId: number | null) =>
      apiSend<ContactRequest>('PUT', `/api/contact-requests/${id}/agent`, { agentId }),
    onSuccess,
  });
}

export function useOpenCompany(id: number) {
  const onSuccess = useRefreshLeads();
  return useMutation({
    mutationFn: (body: CompanyCreateBody) =>
      apiSend<PlatformCompany>('POST', `/api/contact-requests/${id}/company`, body),
    onSuccess,
  });
}
