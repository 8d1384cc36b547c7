import { directionOf, type Language } from '@shared/i18n/languages';

/**
 * The lang and dir attributes of a text in a known language: a site owner's text shown as a
 * fallback (Hebrew inside a Russian page) keeps its own direction and the fonts of its script.
 */
export function textLanguage(language: Language | undefined) {
  return language ? { lang: language, dir: directionOf(language) } : {};
}
