/** @jsxImportSource preact */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LandingParams, LandingTexts } from '@shared/schemas/landing-sections.schemas';
import { siteText } from './page-language';
import { sendPage } from './send-page';
import type { SiteContextOf } from './site-context';
import { GuidePage } from './views/guide-page';
import { LandingPage } from './views/landing-page';

/** A landing page or the systems guide with the owner's draft, as it will look once published. */
export function sendLandingPreview(
  request: FastifyRequest,
  reply: FastifyReply,
  contextOf: SiteContextOf,
  { page, language }: LandingParams,
  texts: LandingTexts,
) {
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
}
