import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { VisitsReport } from '@shared/schemas/visits.schemas';
import { apiGet } from '@/lib/api-client';

export interface VisitsRange {
  from: string;
  to: string;
}

/** GET /api/visits/report: the figures of a range of days, both ends included. */
export function visitsReportQuery(range: VisitsRange) {
  return queryOptions({
    queryKey: ['visits', range] as const,
    queryFn: ({ signal }) =>
      apiGet<VisitsReport>(`/api/visits/report?${new URLSearchParams({ ...range })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
