/** @jsxImportSource preact */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LandingParams, LandingTexts } from '../../../shared/schemas/landing-sections.schemas';
import { siteText } from './page-language';
import { sendPage } from './send-page';
import type { SiteContextOf } from './site-context';
import { LandingPage } from './views/landing-page';

/** A landing page with the owner's draft texts, as it will look once they are published. */
export function sendLandingPreview(
  request: FastifyRequest,
  reply: FastifyReply,
  contextOf: SiteContextOf,
  { page, language }: LandingParams,
  texts: LandingTexts,
) {
  const landing = contextOf.landings.find((l) => l.product === page && l.kind === 'landing')!;
  const ctx = { ...contextOf(request), ...siteText(language), path: landing.path };
  const form = { values: {}, errors: {}, sent: false };
  return sendPage(
    request,
    reply,
    <LandingPage ctx={ctx} landing={landing} form={form} texts={texts} preview />,
  );
}
