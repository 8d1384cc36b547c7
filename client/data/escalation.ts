import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { EscalationRuleBody, EscalationSettings } from '@shared/schemas/escalation.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

const key = (siteId: number) => ['escalation', siteId] as const;

/** GET /api/sites/{id}/escalation: the site's rule and whether e-mail can be sent. */
export const escalationQuery = (siteId: number) =>
  queryOptions({
    queryKey: key(siteId),
    queryFn: ({ signal }) =>
      apiGet<EscalationSettings>(`/api/sites/${siteId}/escalation`, { signal }),
  });

export const saveEscalation = (siteId: number, body: EscalationRuleBody) =>
  apiSend<EscalationSettings>('PUT', `/api/sites/${siteId}/escalation`, body);

export const removeEscalation = (siteId: number) =>
  apiSend<null>('DELETE', `/api/sites/${siteId}/escalation`);

export const invalidateEscalation = (queryClient: QueryClient, siteId: number) =>
  queryClient.invalidateQueries({ queryKey: key(siteId) });
