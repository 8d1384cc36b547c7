import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { StatusChangeBody } from '@shared/schemas/entry-request.schemas';
import {
  FOREMAN_PASS_HEADER,
  type CreatedForeman,
  type Crew,
  type CrewAdmin,
  type CrewSettings,
  type CrewSubmitResponse,
  type ForemanBody,
  type ForemanStatus,
  type PendingCrews,
} from '@shared/schemas/crew.schemas';
import { apiGet, apiSend, apiUpload, ApiClientError } from '@/lib/api-client';
import { entryRequestKeys, invalidateEntryRequests } from './entry-requests';

const passHeaders = (pass: string | null): Record<string, string> =>
  pass ? { [FOREMAN_PASS_HEADER]: pass } : {};

/** GET /api/crews/foreman: whether this phone, or the pass of the foreman's link, may send a crew. */
export function foremanStatusQuery(siteId: number | null, pass: string | null) {
  return queryOptions({
    queryKey: ['crews', 'foreman', siteId, pass !== null],
    queryFn: async ({ signal }) => {
      const response = await fetch(`/api/crews/foreman?siteId=${siteId}`, {
        credentials: 'include',
        cache: 'no-store',
        headers: { Accept: 'application/json', ...passHeaders(pass) },
        signal,
      });
      if (!response.ok) throw new ApiClientError(response.status, undefined, undefined, undefined);
      return (await response.json()) as ForemanStatus;
    },
    enabled: siteId !== null,
  });
}

/** POST /api/crews: the whole crew in one body, retried with the same key, stored once. */
export function submitCrew(
  body: FormData,
  options: { pass: string | null; idempotencyKey: string; onProgress?: (share: number) => void },
): Promise<CrewSubmitResponse> {
  return apiUpload<CrewSubmitResponse>('/api/crews', body, {
    headers: { 'Idempotency-Key': options.idempotencyKey, ...passHeaders(options.pass) },
    onProgress: options.onProgress,
  });
}

/** GET /api/sites/{siteId}/crews/pending: crews with a worker still waiting, live with the queue. */
export function pendingCrewsQuery(siteId: number | null) {
  return queryOptions({
    queryKey: entryRequestKeys.crews(siteId ?? 0),
    queryFn: ({ signal }) => apiGet<PendingCrews>(`/api/sites/${siteId}/crews/pending`, { signal }),
    enabled: siteId !== null,
  });
}

/** One decision for every worker of the crew still waiting; every view of requests reads again. */
export async function decideCrew(
  client: QueryClient,
  crewId: string,
  body: StatusChangeBody,
): Promise<Crew> {
  try {
    return await apiSend<Crew>('POST', `/api/crews/${encodeURIComponent(crewId)}/decision`, body);
  } finally {
    await invalidateEntryRequests(client);
  }
}

const adminKey = (siteId: number) => ['crews', 'admin', siteId] as const;

/** GET /api/sites/{siteId}/crew-settings: the crew limit and the named foremen. */
export function crewAdminQuery(siteId: number | null) {
  return queryOptions({
    queryKey: adminKey(siteId ?? 0),
    queryFn: ({ signal }) => apiGet<CrewAdmin>(`/api/sites/${siteId}/crew-settings`, { signal }),
    enabled: siteId !== null,
  });
}

export async function saveCrewSettings(client: QueryClient, siteId: number, body: CrewSettings) {
  const saved = await apiSend<CrewAdmin>('PUT', `/api/sites/${siteId}/crew-settings`, body);
  client.setQueryData(adminKey(siteId), saved);
}

/** Names a foreman; his pass comes back this once, for the link the manager hands him. */
export async function addForeman(
  client: QueryClient,
  siteId: number,
  body: ForemanBody,
): Promise<CreatedForeman> {
  const created = await apiSend<CreatedForeman>('POST', `/api/sites/${siteId}/foremen`, body);
  await client.invalidateQueries({ queryKey: adminKey(siteId) });
  return created;
}

export async function revokeForeman(client: QueryClient, siteId: number, foremanId: number) {
  await apiSend<void>('DELETE', `/api/crew-foremen/${foremanId}`);
  await client.invalidateQueries({ queryKey: adminKey(siteId) });
}
