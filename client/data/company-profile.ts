import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CompanyDetails } from '@shared/schemas/company-profile.schemas';
import { apiGet } from '@/lib/api-client';

const companyProfileKey = ['company-profile'] as const;

/** GET /api/company/profile: the signed-in user's company, for its screen and the shell's name. */
export function companyProfileQuery() {
  return queryOptions({
    queryKey: companyProfileKey,
    queryFn: ({ signal }) => apiGet<CompanyDetails>('/api/company/profile', { signal }),
  });
}

/** The company as the server saved it: every reader sees it at once. */
export function setCompanyProfile(client: QueryClient, company: CompanyDetails): void {
  client.setQueryData(companyProfileKey, company);
}
