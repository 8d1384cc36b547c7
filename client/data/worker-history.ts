import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { WorkerHistory } from '@shared/schemas/worker-recognition.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

const historyKey = (phone: string) => ['worker-recognition', 'workers', phone] as const;

/** GET /api/worker-recognition/workers: a worker's visits, by his phone. */
export function workerHistoryQuery(phone: string) {
  return queryOptions({
    queryKey: historyKey(phone),
    queryFn: ({ signal }) =>
      apiGet<WorkerHistory>(
        `/api/worker-recognition/workers?phone=${encodeURIComponent(phone)}`,
        { signal },
      ),
    enabled: phone !== '',
    retry: false,
  });
}

async function revoke(client: QueryClient, phone: string, action: string): Promise<number> {
  const { revoked } = await apiSend<{ revoked: number }>(
    'POST',
    `/api/worker-recognition/workers/${action}`,
    { phone },
  );
  await client.invalidateQueries({ queryKey: historyKey(phone) });
  return revoked;
}

/** Every phone that remembers the worker forgets him; his history shows none left. */
export function revokeWorker(client: QueryClient, phone: string): Promise<number> {
  return revoke(client, phone, 'revoke');
}

/** His inductions stop counting, so his next visit repeats them; his phones stay known. */
export function revokeInduction(client: QueryClient, phone: string): Promise<number> {
  return revoke(client, phone, 'revoke-induction');
}
