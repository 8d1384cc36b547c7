import { useQuery } from '@tanstack/react-query';
import type { CompanyDetails } from '@shared/schemas/company-profile.schemas';
import { apiGet } from '@/lib/api-client';

export const companyProfileKey = ['company-profile'] as const;

/** GET /api/company/profile: the signed-in user's company in full. */
export function getCompanyProfile(signal?: AbortSignal): Promise<CompanyDetails> {
  return apiGet<CompanyDetails>('/api/company/profile', { signal });
}

export function useCompanyProfile() {
  return useQuery({
    queryKey: companyProfileKey,
    queryFn: ({ signal }) => getCompanyProfile(signal),
  });
}
