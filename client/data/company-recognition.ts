import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CompanyRecognitionSettings } from '@shared/schemas/worker-recognition.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

const settingsKey = ['worker-recognition', 'company'] as const;

/** GET /api/worker-recognition/company: the detail that recognises a worker on a new phone. */
export function companyRecognitionQuery() {
  return queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) =>
      apiGet<CompanyRecognitionSettings>('/api/worker-recognition/company', { signal }),
  });
}

/** Saves the company's choice and keeps the server's answer as what the screen shows. */
export async function saveCompanyRecognition(
  client: QueryClient,
  settings: CompanyRecognitionSettings,
): Promise<void> {
  const saved = await apiSend<CompanyRecognitionSettings>(
    'PUT',
    '/api/worker-recognition/company',
    settings,
  );
  client.setQueryData(settingsKey, saved);
}
