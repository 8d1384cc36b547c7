import { useQuery } from '@tanstack/react-query';
import type { CompanyDetails } from '@shared/schemas/company-profile.schemas';
import { apiGet } from '@/lib/api-client';

/** GET /api/company/profile, for the company's name in the shell; '' when unknown. */
export function useCompanyName(companyId: number | null): string {
  const query = useQuery({
    queryKey: ['manager-shell', 'company-profile', companyId],
    queryFn: async () => {
      try {
        return await apiGet<CompanyDetails>('/api/company/profile');
      } catch (error) {
        // A missing name is cosmetic: logged, never shown as an error (SPEC.md section 8).
        console.warn('The company name could not be loaded', error);
        throw error;
      }
    },
    enabled: companyId !== null,
  });
  return query.data?.name ?? '';
}
