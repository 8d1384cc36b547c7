import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditLogPage } from '@shared/schemas/audit-log.schemas';
import { apiGet } from '@/lib/api-client';

export interface AuditLogFilters {
  action: string;
  from: string;
  to: string;
  page: number;
}

/** GET /api/audit-log: a page of the company's audit rows, newest first. */
export function auditLogQuery(filters: AuditLogFilters) {
  const params = new URLSearchParams({ page: String(filters.page) });
  for (const key of ['action', 'from', 'to'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  return queryOptions({
    queryKey: ['audit-log', filters] as const,
    queryFn: ({ signal }) => apiGet<AuditLogPage>(`/api/audit-log?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
