import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointBody,
} from '@shared/schemas/webhooks.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

const KEY = ['webhooks'] as const;

/** GET /api/webhooks: the company's endpoints. */
export const webhookEndpointsQuery = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiGet<{ endpoints: WebhookEndpoint[] }>('/api/webhooks', { signal }),
  });

/** GET /api/webhooks/{id}/deliveries: an endpoint's latest deliveries. */
export const webhookDeliveriesQuery = (endpointId: number) =>
  queryOptions({
    queryKey: [...KEY, endpointId, 'deliveries'] as const,
    queryFn: ({ signal }) =>
      apiGet<{ deliveries: WebhookDelivery[] }>(`/api/webhooks/${endpointId}/deliveries`, {
        signal,
      }),
  });

export const addWebhookEndpoint = (body: WebhookEndpointBody) =>
  apiSend<CreatedWebhookEndpoint>('POST', '/api/webhooks', body);

export const removeWebhookEndpoint = (id: number) => apiSend<null>('DELETE', `/api/webhooks/${id}`);

export const resendWebhookDelivery = (endpointId: number, deliveryId: number) =>
  apiSend<WebhookDelivery>(
    'POST',
    `/api/webhooks/${endpointId}/deliveries/${deliveryId}/resend`,
  );

export const invalidateWebhooks = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: KEY });
