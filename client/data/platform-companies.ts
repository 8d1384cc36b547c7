import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CompanyCard, PlatformCompanyList } from '@shared/schemas/platform-admin';
import { ApiClientError, apiGet } from '@/lib/api-client';

const companiesKey = ['admin', 'companies'] as const;

const search = (q: string) => (q ? `?${new URLSearchParams({ q })}` : '');

/** GET /api/admin/companies: every company, or those matching `q`. */
export function platformCompaniesQuery(q: string) {
  return queryOptions({
    queryKey: [...companiesKey, q],
    queryFn: ({ signal }) =>
      apiGet<PlatformCompanyList>(`/api/admin/companies${search(q)}`, { signal }),
  });
}

/** GET /api/admin/companies/{id}: the company's card. */
export function companyCardQuery(id: number) {
  return queryOptions({
    queryKey: [...companiesKey, 'card', id],
    queryFn: ({ signal }) => apiGet<CompanyCard>(`/api/admin/companies/${id}`, { signal }),
    // A refusal or a missing company does not change by asking again.
    retry: (count, error) =>
      !(error instanceof ApiClientError && [403, 404].includes(error.status)) && count < 1,
  });
}

/** After a company changed: its lists and cards read afresh. */
export function invalidatePlatformCompanies(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: companiesKey });
}
