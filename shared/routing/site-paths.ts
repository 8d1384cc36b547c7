import { SITE_CODE_PATTERN } from '../constants';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

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

/**
 * The home page: the site-entry landing page under its own address. Old QR codes print the
 * worker's form as "/?code=&lang=", which stays the app's (isWorkerHomeLink).
 */
export const HOME_LANDING: LandingPath = {
  path: '/',
  product: 'entry',
  kind: 'landing',
  canonical: '/',
};

/** Whether a query on "/" opens the worker's form of a site, as old QR codes do. */
export function isWorkerHomeLink(query: { get(name: string): string | null }): boolean {
  return Boolean(query.get('code') && query.get('lang'));
}

export const BLOG_PATH = '/blog';
export const FEED_PATH = '/blog/rss.xml';
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
/** The public pages' visit beacon (client/public/visit.js, docs/visits.md). */
export const VISIT_SCRIPT = '/visit.js';
/** The accessibility statement, in each of the nine languages (docs/accessibility.md). */
export const ACCESSIBILITY_PATH = '/accessibility';

/** The statement's address in one language: no query for Hebrew, as every public page. */
export function accessibilityStatementPath(language: Language): string {
  return language === DEFAULT_LANGUAGE
    ? ACCESSIBILITY_PATH
    : `${ACCESSIBILITY_PATH}?lang=${language}`;
}

/** A post's address part: lower-case letters, digits and single hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function blogPostPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

/**
 * Every address the single-page app has a screen for (worker, staff, sign-in and admin screens),
 * as route patterns: ":name" stands for one segment, a final "*" for any rest. The server sends
 * the app for these and for a site code (/{siteCode}); any other address is a 404, however
 * deep. A staff screen's path is added here with its row in the client's screen registry.
 */
export const APP_ROUTES = [
  '/worker',
  '/worker/language',
  '/worker/form',
  '/worker/scan',
  '/worker/sending',
  '/worker/kiosk',
  '/tag/:token',
  '/permit/:token',
  '/worker/permits',
  '/contact/:siteCode',
  '/crew/:siteCode',
  '/worker/entry',
  '/worker/entry/:id',
  '/worker/waiting/:id',
  '/worker/rejection/:requestId/:language',
  '/worker/:siteId/:language',
  '/worker/*',
  '/language/:siteId',
  '/entry-form',
  '/form/:siteId',
  '/entry/:siteCode',
  '/waiting/:requestId',
  '/waiting/:siteId/:requestId',
  '/rejection/:requestId/:language',
  '/login',
  '/scaffolding-login',
  '/direct-login',
  '/auth/login',
  '/auth/register',
  '/contact-requests',
  '/check-user',
  '/test-form',
  '/manager',
  '/manager/login',
  '/manager/dashboard',
  '/manager/users',
  '/manager/approval-queue',
  '/manager/history',
  '/manager/on-site',
  '/manager/roll-call',
  '/manager/scaffolding-management',
  '/manager/simple-scaffolding-management',
  '/manager/scaffolding-settings',
  '/manager/inspections/:id',
  '/manager/inspection-register',
  '/manager/inspection-checklists',
  '/manager/inspection-qualifications',
  '/manager/permits',
  '/manager/permit-register',
  '/manager/form-editor',
  '/manager/test-form',
  '/manager/print-qr',
  '/manager/kiosks',
  '/manager/company-profile',
  '/manager/workers',
  '/manager/certificates',
  '/manager/privacy',
  '/manager/audit-log',
  '/manager/notifications',
  '/manager/webhooks',
  '/manager/crews',
  '/manager/briefing',
  '/manager/contact-requests',
  '/admin',
  '/admin/companies',
  '/admin/companies/:companyId',
  '/admin/system',
  '/admin/system-monitoring',
  '/admin/users',
  '/admin/user-management',
  '/admin/check-user',
  '/admin/contact-requests',
  '/admin/sales-agents',
  '/admin/daily-billing',
  '/admin/customer-card',
  '/admin/aluminum-management',
  '/admin/aluminum-management/:companyId',
  '/admin/simple-company-management',
  '/admin/simple-company-management/:companyId',
  '/admin/system-pages',
  '/admin/page-visits',
  '/agent',
  '/agent/portfolio',
] as const;

/** The first segment of each of the app's addresses. */
const APP_SEGMENTS = [...new Set(APP_ROUTES.map((route) => route.split('/')[1]!))];

/** Whether `pathname` matches one route pattern of APP_ROUTES. */
function matchesRoute(pathname: string, route: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const parts = route.split('/').filter(Boolean);
  if (parts.at(-1) === '*') {
    const fixed = parts.slice(0, -1);
    return segments.length > fixed.length && fixed.every((p, i) => partMatches(p, segments[i]!));
  }
  return segments.length === parts.length && parts.every((p, i) => partMatches(p, segments[i]!));
}

function partMatches(part: string, segment: string): boolean {
  return part.startsWith(':') || part === segment;
}

/** Paths the server itself answers outside the app (API, files, health and metrics). */
const SERVER_SEGMENTS = ['api', 'ws', 'assets', 'media', 'healthz', 'readyz', 'metrics'];

/** Words of the public site that are not whole landing paths but must stay free. */
const SITE_WORDS = [
  'marketing',
  'blog',
  'contact',
  'sitemap',
  'robots',
  'rss',
  'feed',
  'accessibility',
];

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

/** Whether the single-page app has a screen at `pathname` (the root, a site code or a route). */
export function isAppPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const [first] = segments;
  if (first === undefined) return true;
  if (APP_ROUTES.some((route) => matchesRoute(pathname, route))) return true;
  return segments.length === 1 && isSiteCodePath(first);
}
