import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RetentionSettings } from '@shared/schemas/privacy.schemas';
import { apiGet } from '@/lib/api-client';

const retentionKey = ['privacy', 'settings'] as const;

/** GET /api/privacy/settings: how many months the company keeps its workers' personal data. */
export function retentionQuery() {
  return queryOptions({
    queryKey: retentionKey,
    queryFn: ({ signal }) => apiGet<RetentionSettings>('/api/privacy/settings', { signal }),
  });
}

/** The period as the server saved it. */
export function setRetention(client: QueryClient, settings: RetentionSettings): void {
  client.setQueryData(retentionKey, settings);
}
