import { useQuery } from '@tanstack/react-query';
import type { HistoryRange, SystemHistory } from '@shared/schemas/system-monitoring.schemas';
import { apiGet } from '@/lib/api-client';

/** The instances write a sample each minute; a fresher history would show nothing new. */
const HISTORY_REFRESH_MS = 60_000;

/** GET /api/admin/system/history: every instance's samples over the range, added together. */
export function useSystemHistory(range: HistoryRange) {
  return useQuery({
    queryKey: ['admin', 'system', 'history', range],
    queryFn: ({ signal }) =>
      apiGet<SystemHistory>(`/api/admin/system/history?range=${range}`, { signal }),
    refetchInterval: HISTORY_REFRESH_MS,
  });
}
