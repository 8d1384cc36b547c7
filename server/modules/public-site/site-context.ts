import type { FastifyRequest } from 'fastify';
import { landingPaths } from '../../../shared/routing/site-paths';
import type { Config } from '../../env';
import { readPageAssets } from './page-assets';
import { siteLanguageOf, siteText } from './page-language';
import type { SiteContext } from './views/site-context';

/** Builds, once per app, what each request needs to render a public page. */
export function createSiteContext(config: Config) {
  const assets = readPageAssets(config.clientDistDir);
  const landings = landingPaths(config.brand);
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
