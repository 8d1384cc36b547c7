import { DEFAULT_LANGUAGE, LANGUAGES, directionOf, type Language } from './languages';

/**
 * A text a site owner writes (a field's label, the site's header, its regulations), once per
 * language: Hebrew always, the others when somebody wrote them. Kept apart from the zod schema
 * (localized-text.schemas.ts) so the worker's form resolves texts without loading zod.
 */
export type LocalizedText = { he: string } & Partial<Record<Language, string>>;

/** The other languages of a text whose Hebrew lives elsewhere (a site's name column). */
export type Translations = Partial<Record<Language, string>>;

/** A text as one reader sees it: the words, the language they are in and its direction. */
export interface ResolvedText {
  text: string;
  lang: Language;
  dir: 'rtl' | 'ltr';
}

/** The order a worker's language falls back in: his own, then English, then Hebrew. */
export function fallbackChain(language: Language): Language[] {
  return [...new Set<Language>([language, 'en', DEFAULT_LANGUAGE])];
}

/**
 * The text in the reader's language, else English, else Hebrew, with the language it is really
 * in, so a Hebrew fallback inside a Russian page is marked right to left.
 */
export function resolveText(text: LocalizedText | undefined, language: Language): ResolvedText {
  for (const candidate of fallbackChain(language)) {
    const value = text?.[candidate];
    if (value && value.trim()) return { text: value, lang: candidate, dir: directionOf(candidate) };
  }
  return { text: '', lang: language, dir: directionOf(language) };
}

/** A site's name or location: the Hebrew column and the other languages beside it. */
export function withTranslations(hebrew: string, translations: Translations): LocalizedText {
  return { ...translations, he: hebrew };
}

/** Is the text written in this language itself (not a fallback)? */
export function hasLanguage(text: LocalizedText | undefined, language: Language): boolean {
  return Boolean(text?.[language]?.trim());
}

/** The languages a text lacks, of those it is expected in. */
export function missingLanguages(
  text: LocalizedText | undefined,
  languages: readonly Language[] = LANGUAGES,
): Language[] {
  return languages.filter((language) => !hasLanguage(text, language));
}
