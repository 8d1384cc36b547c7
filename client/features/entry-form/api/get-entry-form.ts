import { useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/i18n/languages';
import { workerFormQuery } from '@/data/entry-forms';

export function useEntryFormQuery(siteId: number | undefined, language: Language) {
  return useQuery(workerFormQuery(siteId, language));
}
