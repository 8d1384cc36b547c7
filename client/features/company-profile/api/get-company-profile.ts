import { useQuery } from '@tanstack/react-query';
import { companyProfileQuery } from '@/data/company-profile';

export function useCompanyProfile() {
  return useQuery(companyProfileQuery());
}
