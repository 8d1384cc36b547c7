import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Recognition } from '@shared/schemas/worker-recognition.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

const recognitionKey = (siteId: number) => ['worker-recognition', 'me', siteId] as const;

/**
 * GET /api/worker-recognition/me: what this phone is offered on the site's form. Read once per
 * visit: the answer holds the worker's selfie, so it is neither refetched nor kept long.
 */
export function recognitionQuery(siteId: number) {
  return queryOptions({
    queryKey: recognitionKey(siteId),
    queryFn: ({ signal }) =>
      apiGet<Recognition>(`/api/worker-recognition/me?siteId=${siteId}`, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** "This is not me": the phone forgets the worker for the site's company. */
export async function forgetRecognition(client: QueryClient, siteId: number): Promise<void> {
  const answer = await apiSend<Recognition>('DELETE', `/api/worker-recognition/me?siteId=${siteId}`);
  client.setQueryData(recognitionKey(siteId), answer);
}
