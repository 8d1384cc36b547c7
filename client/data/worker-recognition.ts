import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  CompanyRecognitionSettings,
  NewPhoneClaim,
  Recognition,
} from '@shared/schemas/worker-recognition.schemas';
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

/** GET /api/worker-recognition/new-phone: the form field a worker on a new phone is asked. */
export function newPhoneOfferQuery(siteId: number) {
  return queryOptions({
    queryKey: ['worker-recognition', 'new-phone', siteId] as const,
    queryFn: ({ signal }) =>
      apiGet<CompanyRecognitionSettings>(`/api/worker-recognition/new-phone?siteId=${siteId}`, {
        signal,
      }),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * POST /api/worker-recognition/new-phone: on a match the server gives this phone the worker's
 * cookie, so what the phone is offered and which induction it may skip are read again.
 */
export async function claimNewPhone(
  client: QueryClient,
  siteId: number,
  claim: NewPhoneClaim,
): Promise<boolean> {
  const { isRecognized } = await apiSend<{ isRecognized: boolean }>(
    'POST',
    `/api/worker-recognition/new-phone?siteId=${siteId}`,
    claim,
  );
  if (isRecognized) {
    await Promise.all([
      client.refetchQueries({ queryKey: recognitionKey(siteId) }),
      client.invalidateQueries({ queryKey: ['inductions', 'status', siteId] }),
    ]);
  }
  return isRecognized;
}
