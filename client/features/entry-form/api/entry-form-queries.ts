import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@shared/i18n/languages';
import { entryFormQuery } from '@/data/entry-forms';
import { bootFormFor } from '@/lib/boot-screen';
import { publicSiteQuery, type SiteRef } from '@/data/sites';

/**
 * Fetches the site and then its form into the cache, so the screen finds them there or in
 * flight; the route's loader starts it from the app's first chunk while the form's own chunks
 * are still downloading. A failure is left to the screen's own queries, which ask again and
 * show it.
 */
export async function prefetchEntryForm(
  client: QueryClient,
  ref: SiteRef,
  language: Language,
): Promise<void> {
  if (ref.code === null && ref.siteId === null) return;
  try {
    const site = await client.fetchQuery(publicSiteQuery(ref));
    // The form the server's page carried is found there, not read again.
    if (!bootFormFor(site.id, language)) await client.prefetchQuery(entryFormQuery(site.id));
  } catch {
    // The screen's useSiteQuery finds the failed query and fetches it again on mount.
  }
}
