import type { ErrorCode } from '@shared/errors';
import type { Language } from '@shared/i18n/languages';
import { catalogText, fillText, findText } from '../lib/catalog';

export function errorMessage(code: ErrorCode, language: Language): string {
  return catalogText(language, 'errors', code);
}

/**
 * A validation text by key (`required`, or `validation.required` as zod messages carry it),
 * with {{placeholders}} filled; an unknown key comes back as it is.
 */
export function validationMessage(
  key: string,
  language: Language,
  params: Record<string, string> = {},
): string {
  const bare = key.startsWith('validation.') ? key.slice('validation.'.length) : key;
  return fillText(findText(language, 'validation', bare) ?? key, params);
}

/** A text of the `server` namespace (answers and upload limits), with {{placeholders}} filled. */
export function serverText(
  key: string,
  language: Language,
  params: Record<string, string> = {},
): string {
  return catalogText(language, 'server', key, params);
}
