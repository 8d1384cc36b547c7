import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Kiosk } from '@shared/schemas/kiosk.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

const KEY = ['kiosks'] as const;

/** GET /api/kiosks/sites/{siteId}: the site's kiosks, revoked ones included. */
export const siteKiosksQuery = (siteId: number) =>
  queryOptions({
    queryKey: [...KEY, siteId],
    queryFn: ({ signal }) =>
      apiGet<{ kiosks: Kiosk[] }>(`/api/kiosks/sites/${siteId}`, { signal }),
  });

/** POST /api/kiosks/sites/{siteId}: the new kiosk and its one-use pairing link. */
export const createKiosk = (siteId: number, label: string) =>
  apiSend<{ kiosk: Kiosk; pairingPath: string }>('POST', `/api/kiosks/sites/${siteId}`, {
    label,
  });

export const revokeKiosk = (id: number) => apiSend<Kiosk>('POST', `/api/kiosks/${id}/revoke`);

export const invalidateKiosks = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: KEY });
