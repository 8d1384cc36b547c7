import type { FastifyRequest } from 'fastify';
import { HOME_LANDING, landingPaths } from '@shared/routing/site-paths';
import type { Config } from '../../env';
import { readPageAssets } from './page-assets';
import { siteLanguageOf, siteText } from './page-language';
import type { SiteContext } from './views/site-context';

/** Builds, once per app, what each request needs to render a public page. */
export function createSiteContext(config: Config) {
  const assets = readPageAssets(config.clientDistDir);
  // The home page last, so the menus link the site-entry line to its own address.
  const landings = [...landingPaths(config.brand), HOME_LANDING];
  const contextOf = (request: FastifyRequest): SiteContext => ({
    ...siteText(siteLanguageOf(request)),
    origin: config.publicUrl ?? `${request.protocol}://${request.host}`,
    assets,
    landings,
    path: new URL(request.url, 'http://localhost').pathname,
  });
  return Object.assign(contextOf, { landings });
}

export type SiteContextOf = ReturnType<typeof createSiteContext>;
