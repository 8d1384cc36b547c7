import { SITE_CODE_PATTERN } from '@shared/constants';
import { languageScreenLink } from '@shared/routing/worker-links';

/** Where a scanned code leads: a site by its code, or by its numeric id. */
export type ScannedSite = { code: string } | { siteId: string };

const DIGITS = /^\d+$/;
/** Paths of this app that carry the site in their query. */
const QUERY_PATHS = new Set(['/', '/worker/language', '/worker/form', '/entry-form']);

/**
 * Reads a site QR code: a bare site code, or a link of this app (same origin) such as /DEMO,
 * /entry/DEMO, /worker/language?code=DEMO, /worker/form?code=DEMO or /language/12. Anything
 * else, including another site's links, is not a site entry code.
 */
export function parseSiteQr(text: string, origin: string): ScannedSite | null {
  const value = text.trim();
  if (SITE_CODE_PATTERN.test(value)) return { code: value };

  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;

  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (QUERY_PATHS.has(path)) {
    const code = url.searchParams.get('code');
    if (code && SITE_CODE_PATTERN.test(code)) return { code };
    const siteId = url.searchParams.get('siteId');
    if (siteId && DIGITS.test(siteId)) return { siteId };
    return null;
  }
  const segments = path.split('/').slice(1).map(safeDecode);
  const [first, second] = segments;
  if (segments.length === 2 && first === 'entry' && second && SITE_CODE_PATTERN.test(second)) {
    return { code: second };
  }
  if (segments.length === 2 && (first === 'language' || first === 'form') && second) {
    return DIGITS.test(second) ? { siteId: second } : null;
  }
  if (segments.length === 1 && first && SITE_CODE_PATTERN.test(first)) return { code: first };
  return null;
}

/** The language screen of the scanned site. */
export function languageScreenPath(site: ScannedSite): string {
  return languageScreenLink(
    'code' in site
      ? { code: site.code, siteId: null }
      : { code: null, siteId: Number(site.siteId) },
  );
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
