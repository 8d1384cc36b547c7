import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isLanguage } from '@shared/i18n/languages';
import { platformCompaniesQuery } from '@/data/platform-companies';

export function useCompanies(q: string) {
  return useQuery({
    ...platformCompaniesQuery(q),
    // Typing in the search box keeps the last list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** The CSV download's address: the same search, headings in the page's language. */
export function companiesCsvUrl(q: string, language: string): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  // The server refuses an unknown ?lang=; without it, it follows the browser's language.
  if (isLanguage(language)) params.set('lang', language);
  return `/api/admin/companies/export.csv?${params}`;
}
