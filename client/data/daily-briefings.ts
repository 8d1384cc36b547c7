import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  BriefingBody,
  BriefingConfirmations,
  SiteBriefing,
  WorkerBriefing,
} from '@shared/schemas/daily-briefing.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

const workerKey = (entryRequestId: string, language: string) =>
  ['briefing', 'worker', entryRequestId, language] as const;

/** GET /api/briefing: today's briefing of the request's site, in the worker's language. */
export function workerBriefingQuery(entryRequestId: string, language: string) {
  return queryOptions({
    queryKey: workerKey(entryRequestId, language),
    queryFn: ({ signal }) =>
      apiGet<WorkerBriefing>(
        `/api/briefing?entryRequestId=${encodeURIComponent(entryRequestId)}&lang=${language}`,
        { signal },
      ),
  });
}

/** POST /api/briefing/confirmations for the day the worker read, then his briefing again. */
export async function confirmBriefing(
  client: QueryClient,
  entryRequestId: string,
  day: string,
): Promise<void> {
  try {
    await apiSend('POST', '/api/briefing/confirmations', { entryRequestId, day });
  } finally {
    await client.invalidateQueries({ queryKey: ['briefing', 'worker', entryRequestId] });
  }
}

const siteKey = (siteId: number) => ['briefing', 'site', siteId] as const;

/** GET /api/sites/{siteId}/briefing: what the manager's screen edits. */
export function siteBriefingQuery(siteId: number | null) {
  return queryOptions({
    queryKey: siteKey(siteId ?? 0),
    queryFn: ({ signal }) => apiGet<SiteBriefing>(`/api/sites/${siteId}/briefing`, { signal }),
    enabled: siteId !== null,
  });
}

export async function saveSiteBriefing(client: QueryClient, siteId: number, body: BriefingBody) {
  const saved = await apiSend<SiteBriefing>('PUT', `/api/sites/${siteId}/briefing`, body);
  client.setQueryData(siteKey(siteId), saved);
}

/** GET /api/sites/{siteId}/briefing/confirmations: who confirmed today, read every minute. */
export function briefingConfirmationsQuery(siteId: number | null) {
  return queryOptions({
    queryKey: ['briefing', 'confirmations', siteId ?? 0],
    queryFn: ({ signal }) =>
      apiGet<BriefingConfirmations>(`/api/sites/${siteId}/briefing/confirmations`, { signal }),
    enabled: siteId !== null,
    refetchInterval: 60_000,
  });
}
