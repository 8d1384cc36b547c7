import { z } from 'zod';
import { LANGUAGES, type Language } from '../i18n/languages';
import type { LocalizedText, Translations } from '../i18n/localized-text';

/**
 * Markup in a site owner's text: an HTML tag, comment or entity. The worker's page shows these
 * texts as plain text, so markup would only ever show up as stray signs or be a lure.
 */
const MARKUP = /<\s*[a-zA-Z/!?]|&(#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);/;

export function hasMarkup(text: string): boolean {
  return MARKUP.test(text);
}

const languageText = (max: number) =>
  z
    .string('validation.invalidText')
    .trim()
    .max(max, 'validation.textTooLong')
    .refine((text) => !hasMarkup(text), 'validation.markupNotAllowed');

const objectError = (issue: { code: string }) =>
  issue.code === 'unrecognized_keys' ? 'validation.languageUnsupported' : 'validation.invalidText';

/** Empty translations are dropped: an empty text means "not translated", not "blank". */
function withoutEmpty<T extends Partial<Record<Language, string>>>(text: T): T {
  return Object.fromEntries(
    Object.entries(text).filter(([language, value]) => language === 'he' || value !== ''),
  ) as T;
}

function otherLanguages(max: number) {
  return Object.fromEntries(
    LANGUAGES.filter((l) => l !== 'he').map((l) => [l, languageText(max).optional()]),
  ) as Record<Exclude<Language, 'he'>, z.ZodOptional<ReturnType<typeof languageText>>>;
}

/**
 * A text a site owner writes, per language: Hebrew always (empty only when the whole text is
 * optional), the other supported languages when written, each at most `max` characters and
 * without markup. An unknown language is refused, not dropped, so nothing is lost in silence.
 */
export function localizedTextSchema({ max, required }: { max: number; required: boolean }) {
  // A check after the trim rather than a pipe into a second schema: the OpenAPI document then
  // shows the minimum length, and a generator drawing from the schema meets it.
  const hebrew = required
    ? languageText(max).min(1, 'validation.valueRequired')
    : languageText(max).default('');
  return z
    .strictObject({ he: hebrew, ...otherLanguages(max) }, { error: objectError })
    .transform((text) => withoutEmpty(text) as LocalizedText);
}

/** The languages beside a Hebrew text kept in a column of its own (a site's name). */
export function translationsSchema(max: number) {
  return z
    .strictObject(otherLanguages(max), { error: objectError })
    .transform((text) => withoutEmpty(text) as Translations);
}

/** A stored text as the server sends it back: no limits to check, no transform to run. */
export const LocalizedTextSchema = z.object({
  he: z.string(),
  ...Object.fromEntries(LANGUAGES.filter((l) => l !== 'he').map((l) => [l, z.string().optional()])),
}) as unknown as z.ZodType<LocalizedText>;

export const TranslationsSchema = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string().optional()])),
) as unknown as z.ZodType<Translations>;
