import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificateItem, CertificateList } from '@shared/schemas/certificate.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

export interface CertificateFilters {
  siteId: number | null;
  employer: string;
}

/** GET /api/certificates: those to verify, expiring and expired, of the user's sites. */
export function certificatesQuery(filters: CertificateFilters) {
  const params = new URLSearchParams();
  if (filters.siteId !== null) params.set('siteId', String(filters.siteId));
  if (filters.employer) params.set('employer', filters.employer);
  const query = params.size > 0 ? `?${params}` : '';
  return queryOptions({
    queryKey: ['certificates', 'staff', filters.siteId, filters.employer] as const,
    queryFn: ({ signal }) => apiGet<CertificateList>(`/api/certificates${query}`, { signal }),
  });
}

/** POST /api/certificates/:id/verify; every list of them is read again, won or lost. */
export function useVerifyCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<CertificateItem>('POST', `/api/certificates/${id}/verify`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['certificates', 'staff'] }),
  });
}
