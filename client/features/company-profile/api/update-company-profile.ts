import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyDetails, CompanyDetailsBody } from '@shared/schemas/company-profile.schemas';
import { apiSend } from '@/lib/api-client';
import { setCompanyProfile } from '@/data/company-profile';

/** PUT /api/company/profile. */
export function updateCompanyProfile(body: CompanyDetailsBody): Promise<CompanyDetails> {
  return apiSend<CompanyDetails>('PUT', '/api/company/profile', body);
}

export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyProfile,
    // Every screen showing the company's name (the shell's header too) reads the new one.
    onSuccess: (company) => {
      setCompanyProfile(queryClient, company);
      return queryClient.invalidateQueries();
    },
  });
}
