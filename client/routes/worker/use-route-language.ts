import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shared/i18n/languages';
import { changeLanguage } from '@/lib/i18n';

/**
 * Puts the page in the language its address names (?lang= or a path segment) and returns the
 * language shown. Without one in the address, the language already chosen stays.
 */
export function useRouteLanguage(requested: string | null | undefined): Language {
  const { i18n } = useTranslation();
  const wanted = isLanguage(requested) ? requested : null;
  // Runs when the address changes, not when the language does: the address is the source.
  useEffect(() => {
    if (wanted && wanted !== i18n.language) void changeLanguage(wanted);
  }, [wanted, i18n]);
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
