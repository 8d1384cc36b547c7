import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SiteRecognitionSettings } from '@shared/schemas/worker-recognition.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

const settingsKey = (siteId: number) => ['worker-recognition', 'site', siteId] as const;

/** GET /api/worker-recognition/sites/{siteId}: what the site lets a known worker reuse. */
export function siteRecognitionQuery(siteId: number | null) {
  return queryOptions({
    queryKey: settingsKey(siteId ?? 0),
    queryFn: ({ signal }) =>
      apiGet<SiteRecognitionSettings>(`/api/worker-recognition/sites/${siteId}`, { signal }),
    enabled: siteId !== null,
  });
}

/** Saves the site's rules and keeps the server's answer as what the screen shows. */
export async function saveSiteRecognition(
  client: QueryClient,
  siteId: number,
  settings: SiteRecognitionSettings,
): Promise<void> {
  const saved = await apiSend<SiteRecognitionSettings>(
    'PUT',
    `/api/worker-recognition/sites/${siteId}`,
    settings,
  );
  client.setQueryData(settingsKey(siteId), saved);
}
