/** @jsxImportSource preact */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LandingParams, LandingTexts } from '@shared/schemas/landing-sections.schemas';
import type { Config } from '../../env';
import { sendPage } from '../../lib/send-page';
import { siteText } from './page-language';
import { createSiteContext } from './site-context';
import { GuidePage } from './views/guide-page';
import { LandingPage } from './views/landing-page';

/**
 * What the content editor's preview sends: a landing page or the systems guide with the owner's
 * draft, as it will look once published. Built once per app, like the public site's context.
 */
export function landingPreviewSender(config: Config) {
  const contextOf = createSiteContext(config);
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    { page, language }: LandingParams,
    texts: LandingTexts,
  ) => {
    const landing = contextOf.landings.find((l) =>
      page === 'guide' ? l.kind === 'guide' : l.product === page && l.kind === 'landing',
    )!;
    const ctx = { ...contextOf(request), ...siteText(language), path: landing.path };
    const form = { values: {}, errors: {}, sent: false };
    return sendPage(
      request,
      reply,
      page === 'guide' ? (
        <GuidePage ctx={ctx} texts={texts} preview />
      ) : (
        <LandingPage ctx={ctx} landing={landing} form={form} texts={texts} preview />
      ),
    );
  };
}
