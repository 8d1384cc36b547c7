import { useQuery } from '@tanstack/react-query';
import { companyCardQuery } from '@/data/platform-companies';

export function useCompanyCard(id: number) {
  return useQuery(companyCardQuery(id));
}
