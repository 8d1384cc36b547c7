import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '@shared/errors';
import { isLanguage, languageFromAcceptLanguage, type Language } from '@shared/i18n/languages';
import { catalogText, fillText, findText } from '../lib/catalog';

// A language the request's body chose (the worker's multipart `language` part), which no hook can
// read before the handler parses the body.
const chosenLanguages = new WeakMap<FastifyRequest, Language>();

/** Makes every later message of this request, errors included, speak `language`. */
export function setRequestLanguage(request: FastifyRequest, language: Language) {
  chosenLanguages.set(request, language);
}

/** The language the caller asked for: the body's choice, ?lang=, Accept-Language, else Hebrew. */
export function requestLanguage(request: FastifyRequest): Language {
  const chosen = chosenLanguages.get(request);
  if (chosen) return chosen;
  const query = request.query as Record<string, unknown> | undefined;
  const lang = query?.lang;
  if (isLanguage(lang)) return lang;
  return languageFromAcceptLanguage(request.headers['accept-language']);
}

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
