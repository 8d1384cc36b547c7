import { LANGUAGES, type Language } from '@shared/i18n/languages';
import { hasLanguage, type LocalizedText } from '@shared/i18n/localized-text';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';

/** Every text of a field a worker reads: label, placeholder, help and the options' labels. */
export function fieldTexts(field: LocalizedFormField): LocalizedText[] {
  const texts: (LocalizedText | undefined)[] = [
    field.label,
    field.placeholder,
    field.helpText,
    ...(field.options ?? []).map((option) => option.label),
  ];
  // An optional text nobody wrote, even in Hebrew, has nothing to translate.
  return texts.filter((text): text is LocalizedText => Boolean(text?.he.trim()));
}

/** Per language: does the worker read all of this field in his language, or does some fall back? */
export function fieldTranslationStatus(
  field: LocalizedFormField,
): Record<Language, 'translated' | 'fallback'> {
  const texts = fieldTexts(field);
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      texts.every((text) => hasLanguage(text, language)) ? 'translated' : 'fallback',
    ]),
  ) as Record<Language, 'translated' | 'fallback'>;
}

/** The worker languages that some text of the form lacks, in the product's order. */
export function languagesMissingFromForm(fields: readonly LocalizedFormField[]): Language[] {
  const statuses = fields.map(fieldTranslationStatus);
  return LANGUAGES.filter((language) => statuses.some((status) => status[language] === 'fallback'));
}
