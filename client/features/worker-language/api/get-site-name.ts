import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LocalizedText } from '@shared/i18n/localized-text';
import { publicSiteQuery, type SiteRef } from '@/data/sites';
import { ApiClientError } from '@/lib/api-client';
import { cacheSiteName, forgetSiteName, readCachedSiteName } from '../lib/site-name-cache';
import { lookupRef, nameCacheKey } from '../lib/site-ref';

export interface SiteLookup {
  /** The name in every language the site wrote it in; null until known. */
  name: LocalizedText | null;
  /** No site answers to the link: a malformed code, or one the server does not know. */
  isUnknown: boolean;
}

/**
 * The site of the language screen, checked at once: the cached name first, then the server's.
 * When the call fails the name stays as it was (empty if never seen) and only the console hears
 * of it; a site the server does not know is forgotten and reported.
 */
export function useSiteLookup(ref: SiteRef): SiteLookup {
  const target = lookupRef(ref);
  const key = target ? nameCacheKey(target) : '';
  const cached = key ? readCachedSiteName(key) : null;
  // The site's one query, which the entry form reads next; only the name is used here.
  const query = useQuery({
    ...publicSiteQuery(target ?? { code: null, siteId: null }),
    select: (site) => site.name,
  });
  const isGone = query.error instanceof ApiClientError && query.error.status === 404;
  useEffect(() => {
    if (key && query.data) cacheSiteName(key, query.data);
  }, [key, query.data]);
  useEffect(() => {
    if (!query.error) return;
    console.error('Could not load the site name', query.error);
    if (isGone) forgetSiteName(key);
  }, [key, query.error, isGone]);
  if (!target || isGone) return { name: null, isUnknown: true };
  return { name: query.data ?? cached, isUnknown: false };
}
