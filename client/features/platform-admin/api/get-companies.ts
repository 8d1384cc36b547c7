import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlatformCompanyList } from '@shared/schemas/platform-admin';
import { apiGet } from '@/lib/api-client';

export const companiesKey = ['admin', 'companies'] as const;

const query = (q: string) => (q ? `?${new URLSearchParams({ q })}` : '');

/** GET /api/admin/companies: every company, or those matching `q`. */
export function getCompanies(q: string, signal?: AbortSignal): Promise<PlatformCompanyList> {
  return apiGet<PlatformCompanyList>(`/api/admin/companies${query(q)}`, { signal });
}

export function useCompanies(q: string) {
  return useQuery({
    queryKey: [...companiesKey, q],
    queryFn: ({ signal }) => getCompanies(q, signal),
    // Typing in the search box keeps the last list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** The CSV download's address: the same search, headings in the page's language. */
export function companiesCsvUrl(q: string, language: string): string {
  return `/api/admin/companies/export.csv?${new URLSearchParams({ ...(q ? { q } : {}), lang: language })}`;
}
