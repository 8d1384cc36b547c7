import { SITE_CODE_PATTERN } from '../constants';

/**
 * The one list of the application's addresses that the client router, the server and site-code
 * validation all read: the public site's pages (rendered by the server), the top-level segments
 * of the single-page app, and the words that can therefore never be a site code.
 */

/** The provider's brand in the brand-prefixed landing paths when none is configured. */
export const DEFAULT_BRAND = 'sitegate';

/** The product lines a landing page presents. */
export const PRODUCT_LINES = [
  'entry',
  'systems',
  'scaffolding',
  'construction',
  'aluminum',
  'progress',
  'cleaning',
  'work',
] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];

export type LandingKind = 'landing' | 'registration' | 'guide';

export interface LandingPath {
  path: string;
  product: ProductLine;
  kind: LandingKind;
  /** The address search engines should index; a '-landing' variant points at its main path. */
  canonical: string;
}

function withVariant(path: string, product: ProductLine): LandingPath[] {
  return [
    { path, product, kind: 'landing', canonical: path },
    { path: `${path}-landing`, product, kind: 'landing', canonical: path },
  ];
}

/** Every landing address, the brand-prefixed ones built from `brand`. */
export function landingPaths(brand: string = DEFAULT_BRAND): LandingPath[] {
  return [
    { path: '/marketing', product: 'entry', kind: 'landing', canonical: '/marketing' },
    { path: '/marketing/landing', product: 'entry', kind: 'landing', canonical: '/marketing' },
    ...withVariant(`/${brand}-systems`, 'systems'),
    ...withVariant('/scaffolding-tracking', 'scaffolding'),
    ...withVariant('/construction-companies', 'construction'),
    ...withVariant('/aluminum-companies', 'aluminum'),
    {
      path: '/aluminum-registration',
      product: 'aluminum',
      kind: 'registration',
      canonical: '/aluminum-registration',
    },
    ...withVariant('/project-progress', 'progress'),
    ...withVariant(`/${brand}-cleaning`, 'cleaning'),
    ...withVariant(`/${brand}-work`, 'work'),
    {
      path: '/marketing-systems-guide',
      product: 'systems',
      kind: 'guide',
      canonical: '/marketing-systems-guide',
    },
  ];
}

export const BLOG_PATH = '/blog';
export const FEED_PATH = '/blog/rss.xml';
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** A post's address part: lower-case letters, digits and single hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function blogPostPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

/**
 * Top-level segments the single-page app answers (worker, staff, sign-in and admin screens). The
 * server sends the app for these and for a site code; any other address is a 404.
 */
export const APP_SEGMENTS = [
  'worker',
  'language',
  'entry-form',
  'form',
  'entry',
  'waiting',
  'rejection',
  'login',
  'scaffolding-login',
  'direct-login',
  'auth',
  'manager',
  'admin',
  'agent',
  'contact-requests',
] as const;

/** Paths the server itself answers outside the app (API, files, health and metrics). */
const SERVER_SEGMENTS = ['api', 'ws', 'assets', 'media', 'healthz', 'readyz', 'metrics'];

/** Words of the public site that are not whole landing paths but must stay free. */
const SITE_WORDS = ['marketing', 'blog', 'contact', 'sitemap', 'robots', 'rss', 'feed'];

/**
 * Codes a site can never have: a site with one of these would be unreachable at /{code},
 * because the page of that name answers first. Compared in lower case.
 */
export const RESERVED_SITE_CODES: ReadonlySet<string> = new Set(
  [...APP_SEGMENTS, ...SERVER_SEGMENTS, ...SITE_WORDS]
    .filter((word) => SITE_CODE_PATTERN.test(word))
    .map((word) => word.toLowerCase()),
);

export function isReservedSiteCode(code: string): boolean {
  return RESERVED_SITE_CODES.has(code.toLowerCase());
}

/** A single root segment that the app reads as a site code (/{siteCode}). */
export function isSiteCodePath(segment: string): boolean {
  return SITE_CODE_PATTERN.test(segment) && !isReservedSiteCode(segment);
}

/** Whether the single-page app has a screen at `pathname` (the root, a site code or a segment). */
export function isAppPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const [first] = segments;
  if (first === undefined) return true;
  if ((APP_SEGMENTS as readonly string[]).includes(first)) return true;
  return segments.length === 1 && isSiteCodePath(first);
}
