import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isLanguage } from '@shared/i18n/languages';
import { sendCompressed } from '../public-site/send-page';
import { DOCUMENT_HEADERS } from '../../plugins/security-headers';
import * as sites from '../sites/sites.service';
import { workerFormDocument } from './worker-form-boot';

/**
 * /worker/form?code=&lang= answers the app's page with the site's header already in it, so a
 * phone on a slow network paints the header before any script has run. Any other form address
 * (no language yet, a site id, a manager's preview, an unknown or closed site) gets the plain
 * page from the client app plugin, as every app address does.
 */
export async function workerPageRoutes(app: FastifyInstance, opts: { distDir: string | null }) {
  const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : null;

  app.get('/worker/form', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const code = typeof query.code === 'string' ? query.code : '';
    const language = query.lang;
    if (!indexFile || !code || !isLanguage(language) || query.preview !== undefined) {
      return reply.callNotFound();
    }
    const [indexHtml, site] = await Promise.all([
      fs.readFile(indexFile, 'utf8').catch(() => null),
      // Without the database the plain page still loads, and the app says what is wrong.
      sites.findPublicSiteByCode(app.database.db, code).catch((error: unknown) => {
        request.log.warn({ err: error }, 'the worker form page is sent without its site');
        return null;
      }),
    ]);
    if (indexHtml === null || site === null) return reply.callNotFound();
    reply
      .headers(DOCUMENT_HEADERS)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    return sendCompressed(request, reply, workerFormDocument(indexHtml, site, language));
  });
}
