/** @jsxImportSource preact */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage } from '@shared/i18n/languages';
import { ACCESSIBILITY_PATH } from '@shared/routing/site-paths';
import { siteText } from './page-language';
import { sendPage } from '../../lib/send-page';
import type { SiteContextOf } from './site-context';
import { AccessibilityPage } from './views/accessibility-page';

/**
 * The accessibility statement, drawn by the server like the rest of the public site but in all
 * nine languages (?lang=), since the worker's screens link to it in the language they show.
 */
export async function accessibilityStatementRoutes(
  app: FastifyInstance,
  opts: { siteContext: SiteContextOf },
) {
  const contact = app.config.accessibilityContact;
  app.get(ACCESSIBILITY_PATH, async (request, reply) => {
    const asked = (request.query as Record<string, unknown>).lang;
    const ctx = {
      ...opts.siteContext(request),
      ...siteText(isLanguage(asked) ? asked : DEFAULT_LANGUAGE),
    };
    return sendPage(request, reply, <AccessibilityPage ctx={ctx} contact={contact} />);
  });
}
