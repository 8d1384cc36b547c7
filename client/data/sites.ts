import { queryOptions } from '@tanstack/react-query';
import type { PublicSite } from '@shared/schemas/site.schemas';
import { apiGet } from '@/lib/api-client';
import { bootSiteFor } from '@/lib/boot-screen';

/** How a worker's link names a site: by its code, else by its numeric id. */
export interface SiteRef {
  code: string | null;
  siteId: number | null;
}

const DIGITS = /^\d+$/;

/** A site id as an address carries it: only an all-digits value counts. */
export function toSiteId(value: string | null | undefined): number | null {
  return value && DIGITS.test(value) ? Number(value) : null;
}

/**
 * GET /api/sites/code/{code}, or GET /api/sites/{id} when only the id is known; with every text
 * per language (`texts=all`), so the page marks a fallback with its own language.
 */
function fetchPublicSite(ref: SiteRef): Promise<PublicSite> {
  if (ref.code) return apiGet(`/api/sites/code/${encodeURIComponent(ref.code)}?texts=all`);
  return apiGet(`/api/sites/${ref.siteId}?texts=all`);
}

/**
 * A site as workers see it, read once for the scan, the language screen and the entry form. No
 * abort signal: a screen left mid-read lets the small GET finish, so the next one finds it.
 */
export function publicSiteQuery(ref: SiteRef) {
  return queryOptions({
    queryKey: ['sites', 'public', ref.code ? `code:${ref.code}` : `id:${ref.siteId}`],
    queryFn: () => fetchPublicSite(ref),
    // The worker form's page arrives with its site (lib/boot-screen.ts): no second read for it.
    initialData: () => bootSiteFor(ref.code),
    enabled: ref.code !== null || ref.siteId !== null,
  });
}
