import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../shared/errors';
import {
  LANGUAGES,
  isLanguage,
  languageFromAcceptLanguage,
  type Language,
} from '../../shared/i18n/languages';

/** The namespaces the server speaks: error codes, field rules and the server's own texts. */
const SERVER_NAMESPACES = ['errors', 'validation', 'server'] as const;
type ServerNamespace = (typeof SERVER_NAMESPACES)[number];
type Catalog = Record<string, string>;

function loadCatalog(language: Language, namespace: ServerNamespace): Catalog {
  const url = new URL(`../../shared/i18n/locales/${language}/${namespace}.json`, import.meta.url);
  return JSON.parse(fs.readFileSync(url, 'utf8')) as Catalog;
}

// The catalogs are small and read once at start; the client ships the same files.
const catalogs = Object.fromEntries(
  LANGUAGES.map((l) => [
    l,
    Object.fromEntries(SERVER_NAMESPACES.map((ns) => [ns, loadCatalog(l, ns)])),
  ]),
) as Record<Language, Record<ServerNamespace, Catalog>>;

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
  return catalogs[language].errors[code] ?? catalogs.he.errors[code] ?? code;
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
  const template = catalogs[language].validation[bare] ?? catalogs.he.validation[bare] ?? key;
  return fill(template, params);
}

/** A text of the `server` namespace (answers and upload limits), with {{placeholders}} filled. */
export function serverText(
  key: string,
  language: Language,
  params: Record<string, string> = {},
): string {
  return fill(catalogs[language].server[key] ?? catalogs.he.server[key] ?? key, params);
}

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? '');
}
