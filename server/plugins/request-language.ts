import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLanguage, languageFromAcceptLanguage, type Language } from '@shared/i18n/languages';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language the caller reads, for every answer and error of this request: the body's
     * choice where a handler sets it (the worker's multipart `language` part, which no hook can
     * read before the body is parsed), else `?lang=`, else Accept-Language, else Hebrew.
     */
    language: Language;
  }
}

const languages = new WeakMap<FastifyRequest, Language>();

function askedLanguage(request: FastifyRequest): Language {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  return isLanguage(lang) ? lang : languageFromAcceptLanguage(request.headers['accept-language']);
}

/**
 * `request.language`, worked out on its first read and kept for the rest of the request: most
 * requests never ask (files, health checks), and those that do ask it in several places (the
 * handler, its validation, the error handler).
 */
export const requestLanguagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', {
    getter(this: FastifyRequest): Language {
      let language = languages.get(this);
      if (language === undefined) {
        language = askedLanguage(this);
        languages.set(this, language);
      }
      return language;
    },
    setter(this: FastifyRequest, language: Language) {
      languages.set(this, language);
    },
  });
});
