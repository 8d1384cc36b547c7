import { isLanguage, type Language } from '@shared/i18n/languages';
import { toSiteId } from '@/data/sites';
import { SELECTED_LANGUAGE_KEY } from '@/lib/i18n';

/** What the entry-form routes carry: query code, siteId, lang, preview. */
export interface EntryParams {
  code: string | null;
  siteId: number | null;
  /** From the query, else the saved choice; null sends the worker to the language screen. */
  language: Language | null;
  isPreview: boolean;
  /** The preview parameter as it came, carried on to the language screen only when present. */
  previewParam: string | null;
}

/**
 * Reads the parameters of /worker/form, /entry-form, /form/{siteId} and /worker/entry/{id}. A
 * path segment counts as a site id only when it is all digits; the query's siteId wins.
 */
export function readEntryParams(
  search: URLSearchParams,
  pathSiteId: string | undefined,
  savedLanguage: string | null,
): EntryParams {
  const code = search.get('code')?.trim() || null;
  const queryLanguage = search.get('lang');
  const language = isLanguage(queryLanguage)
    ? queryLanguage
    : isLanguage(savedLanguage)
      ? savedLanguage
      : null;
  const previewParam = search.get('preview');
  return {
    code,
    siteId: toSiteId(search.get('siteId')) ?? toSiteId(pathSiteId),
    language,
    isPreview: previewParam !== null && previewParam !== '0' && previewParam !== 'false',
    previewParam,
  };
}

/** The language saved by the language screen (localStorage selectedLanguage), if readable. */
export function readSavedLanguage(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_LANGUAGE_KEY);
  } catch {
    // Blocked storage: as if nothing was chosen.
    return null;
  }
}
