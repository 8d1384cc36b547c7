import { SITE_CODE_PATTERN } from '@shared/constants';
import type { SiteRef } from '@/data/sites';

/** The site to look up: by the code when it is well formed, else by the id, else none. */
export function lookupRef(ref: SiteRef): SiteRef | null {
  if (ref.code && SITE_CODE_PATTERN.test(ref.code)) return { code: ref.code, siteId: null };
  if (ref.siteId !== null) return { code: null, siteId: ref.siteId };
  return null;
}

/** Where a looked-up site's name is kept on the phone: "code:DEMO" or "id:12". */
export function nameCacheKey(ref: SiteRef): string {
  return ref.code ? `code:${ref.code}` : `id:${ref.siteId}`;
}
