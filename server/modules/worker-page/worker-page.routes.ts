import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shared/i18n/languages';
import type { PublicSite } from '@shared/schemas/site.schemas';
import { sendDocument } from '../../lib/send-page';
import { fieldsInLanguage } from '@shared/i18n/resolve-form';
import * as entryForms from '../entry-forms/entry-forms.service';
import * as sites from '../sites/sites.service';
import { formPreloadLinks } from './form-preloads';
import { workerFormDocument } from './worker-form-boot';
import { workerLanguageDocument } from './worker-language-boot';
import { scriptFontFaces } from './script-font-faces';

type BuildDocument = (
  indexHtml: string,
  site: PublicSite,
  language: Language,
  fontFaces: Awaited<ReturnType<typeof scriptFontFaces>>,
) => string | Promise<string>;

/**
 * /worker/language?code= and /worker/form?code=&lang= answer the app's page with the screen's
 * first paint already in it (the site's name or header), so a phone on a slow network shows the
 * site before any script has run. Any other address of these screens (a site id only, a
 * manager's preview, an unknown or closed site, the form without a language) gets the plain
 * page from the client app plugin, as every app address does.
 */
export async function workerPageRoutes(app: FastifyInstance, opts: { distDir: string | null }) {
  async function sendBootPage(
    request: FastifyRequest,
    reply: FastifyReply,
    language: Language | null,
    build: BuildDocument,
  ) {
    const query = request.query as Record<string, unknown>;
    const code = typeof query.code === 'string' ? query.code : '';
    if (!opts.distDir || !code || !language || query.preview !== undefined) {
      return reply.callNotFound();
    }
    const [indexHtml, site, fontFaces] = await Promise.all([
      fs.readFile(path.join(opts.distDir, 'index.html'), 'utf8').catch(() => null),
      // Without the database the plain page still loads, and the app says what is wrong.
      sites.findPublicSiteByCode(app.database.db, code).catch((error: unknown) => {
        request.log.warn({ err: error }, 'a worker page is sent without its site');
        return null;
      }),
      scriptFontFaces(opts.distDir),
    ]);
    if (indexHtml === null || site === null) return reply.callNotFound();
    return sendDocument(request, reply, await build(indexHtml, site, language, fontFaces));
  }

  /**
   * The form's page also carries the form in the worker's language and preloads the chunks
   * and texts its route needs. A form that cannot be read leaves the app to read it, as before.
   */
  const formDocument =
    (distDir: string): BuildDocument =>
    async (indexHtml, site, language) => {
      const [form, preloads] = await Promise.all([
        entryForms.publicEntryForm(app.database.db, String(site.id)).catch(() => null),
        formPreloadLinks(distDir, language),
      ]);
      return workerFormDocument(indexHtml, site, language, {
        preloads,
        form: form && { ...form, formFields: fieldsInLanguage(form.formFields, language) },
      });
    };

  const requestedLanguage = (request: FastifyRequest) => {
    const language = (request.query as Record<string, unknown>).lang;
    return isLanguage(language) ? language : null;
  };

  app.get('/worker/form', (request, reply) =>
    sendBootPage(request, reply, requestedLanguage(request), formDocument(opts.distDir ?? '')),
  );

  // Before the worker has chosen, the screen is drawn in the language the app starts in when
  // the link names none and the phone has none saved.
  app.get('/worker/language', (request, reply) =>
    sendBootPage(
      request,
      reply,
      requestedLanguage(request) ?? DEFAULT_LANGUAGE,
      workerLanguageDocument,
    ),
  );
}
