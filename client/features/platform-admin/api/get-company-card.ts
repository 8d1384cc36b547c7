import { useQuery } from '@tanstack/react-query';
import type { CompanyCard } from '@shared/schemas/platform-admin';
import { ApiClientError, apiGet } from '@/lib/api-client';
import { companiesKey } from './get-companies';

/** GET /api/admin/companies/{id}: the company's card. */
export function getCompanyCard(id: number, signal?: AbortSignal): Promise<CompanyCard> {
  return apiGet<CompanyCard>(`/api/admin/companies/${id}`, { signal });
}

export function useCompanyCard(id: number) {
  return useQuery({
    queryKey: [...companiesKey, 'card', id],
    queryFn: ({ signal }) => getCompanyCard(id, signal),
    // A refusal or a missing company does not change by asking again.
    retry: (count, error) =>
      !(error instanceof ApiClientError && [403, 404].includes(error.status)) && count < 1,
  });
}
