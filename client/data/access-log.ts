import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AccessKind, AccessLogPage } from '@shared/schemas/access-log.schemas';
import { apiGet } from '@/lib/api-client';

export interface AccessLogFilters {
  userId: string;
  kind: AccessKind | '';
  from: string;
  to: string;
  page: number;
}

/** GET /api/access-log: a page of the reads of the company's workers' data, newest first. */
export function accessLogQuery(filters: AccessLogFilters) {
  const params = new URLSearchParams({ page: String(filters.page) });
  for (const key of ['userId', 'kind', 'from', 'to'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  return queryOptions({
    queryKey: ['access-log', filters] as const,
    queryFn: ({ signal }) => apiGet<AccessLogPage>(`/api/access-log?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
