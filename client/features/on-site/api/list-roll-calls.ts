import { useQuery } from '@tanstack/react-query';
import type { RollCallList } from '@shared/schemas/on-site.schemas';
import { apiGet } from '@/lib/api-client';
import { entryRequestKeys } from '@/data/entry-requests';

/** GET /api/roll-calls?siteId: the site's latest roll calls, newest first. */
export function listRollCalls(siteId: number, signal?: AbortSignal): Promise<RollCallList> {
  return apiGet<RollCallList>(`/api/roll-calls?siteId=${siteId}`, { signal });
}

export function useRollCalls(siteId: number) {
  return useQuery({
    queryKey: entryRequestKeys.rollCalls(siteId),
    queryFn: ({ signal }) => listRollCalls(siteId, signal),
    select: (data) => data.rollCalls,
    staleTime: 0,
  });
}
