import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { EntryFormResponse, PublicSite } from '@shared/schemas/site.schemas';
import { apiGet } from '@/lib/api-client';

/*
 * The entry form's two reads as query options, without useQuery, so the route's loader can start
 * them from the app's first chunk while the form's own chunks are still downloading.
 */

/** How the entry form names its site: by code, else by id. */
export interface SiteRef {
  code: string | null;
  siteId: number | null;
}

/** GET /api/sites/code/{code}, or GET /api/sites/{id} when only the id is known. */
export function fetchSite(ref: SiteRef, signal?: AbortSignal): Promise<PublicSite> {
  if (ref.code) return apiGet(`/api/sites/code/${encodeURIComponent(ref.code)}`, { signal });
  return apiGet(`/api/sites/${ref.siteId}`, { signal });
}

/** GET /api/sites/{id}/entry-form: the site's fields and the version a submission carries. */
export function fetchEntryForm(siteId: number, signal?: AbortSignal): Promise<EntryFormResponse> {
  return apiGet(`/api/sites/${siteId}/entry-form`, { signal });
}

export function siteQuery(ref: SiteRef) {
  return queryOptions({
    queryKey: ['entry-form', 'site', ref.code ?? `#${ref.siteId}`],
    queryFn: ({ signal }) => fetchSite(ref, signal),
    enabled: ref.code !== null || ref.siteId !== null,
  });
}

export function entryFormQuery(siteId: number | undefined) {
  return queryOptions({
    queryKey: ['entry-form', 'form', siteId],
    queryFn: ({ signal }) => fetchEntryForm(siteId ?? 0, signal),
    enabled: siteId !== undefined,
  });
}

/**
 * Fetches the site and then its form into the cache, so the screen finds them there or in
 * flight. A failure is left to the screen's own queries, which ask again and show it.
 */
export async function prefetchEntryForm(client: QueryClient, ref: SiteRef): Promise<void> {
  if (ref.code === null && ref.siteId === null) return;
  try {
    const site = await client.fetchQuery(siteQuery(ref));
    await client.prefetchQuery(entryFormQuery(site.id));
  } catch {
    // The screen's useSiteQuery finds the failed query and fetches it again on mount.
  }
}
