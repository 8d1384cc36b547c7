import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  STAFF_LANGUAGES,
  directionOf,
  type Language,
} from '@shared/i18n/languages';
import { catalogText } from '../../lib/catalog';

/**
 * The public site speaks the route-level languages. A page's language is in its address
 * (?lang=, Hebrew without it), so each language version has its own URL to index and link.
 */
export const SITE_LANGUAGES = STAFF_LANGUAGES;

export function siteLanguageFrom(value: unknown): Language {
  return SITE_LANGUAGES.find((l) => l === value) ?? DEFAULT_LANGUAGE;
}

export function siteLanguageOf(request: FastifyRequest): Language {
  return siteLanguageFrom((request.query as Record<string, unknown> | undefined)?.lang);
}

/** The path of a page in one language: no query for Hebrew, ?lang= for the others. */
export function localizedPath(path: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? path : `${path}?lang=${language}`;
}

export interface SiteText {
  language: Language;
  dir: 'rtl' | 'ltr';
  /** A text of the marketing catalog. */
  t: (key: string, params?: Record<string, string>) => string;
  /** A text of another catalog, as `namespace:key`. */
  tn: (
    key: `${'common' | 'inquiry' | 'accessibility'}:${string}`,
    params?: Record<string, string>,
  ) => string;
}

export function siteText(language: Language): SiteText {
  return {
    language,
    dir: directionOf(language),
    t: (key, params) => catalogText(language, 'marketing', key, params),
    tn: (key, params) => {
      const [namespace, bare] = key.split(':') as ['common' | 'inquiry' | 'accessibility', string];
      return catalogText(language, namespace, bare, params);
    },
  };
}
