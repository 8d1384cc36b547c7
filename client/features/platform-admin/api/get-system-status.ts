import { useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@shared/schemas/platform-admin';
import { apiGet } from '@/lib/api-client';

export const SYSTEM_REFRESH_MS = 15_000;

/** GET /api/admin/system: the server's own figures. */
export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return apiGet<SystemStatus>('/api/admin/system', { signal });
}

export function useSystemStatus() {
  return useQuery({
    queryKey: ['admin', 'system'],
    queryFn: ({ signal }) => getSystemStatus(signal),
    refetchInterval: SYSTEM_REFRESH_MS,
    staleTime: 0,
  });
}
