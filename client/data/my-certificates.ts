import { queryOptions } from '@tanstack/react-query';
import type { MyCertificates } from '@shared/schemas/certificate.schemas';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/certificates/mine: the certificates this phone's worker has kept at the site's
 * company and still in force, offered again on the form. Read once per visit.
 */
export function myCertificatesQuery(siteId: number) {
  return queryOptions({
    queryKey: ['certificates', 'mine', siteId] as const,
    queryFn: ({ signal }) =>
      apiGet<MyCertificates>(`/api/certificates/mine?siteId=${siteId}`, { signal }),
    staleTime: Infinity,
    retry: false,
  });
}
