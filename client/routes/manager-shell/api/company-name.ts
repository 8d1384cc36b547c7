import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { companyProfileQuery } from '@/data/company-profile';

/** The company's name in the shell, from the company profile's own query; '' when unknown. */
export function useCompanyName(companyId: number | null): string {
  const query = useQuery({
    ...companyProfileQuery(),
    select: (company) => company.name,
    enabled: companyId !== null,
  });
  useEffect(() => {
    // A missing name is cosmetic: logged, never shown as an error.
    if (query.error) console.warn('The company name could not be loaded', query.error);
  }, [query.error]);
  return query.data ?? '';
}
