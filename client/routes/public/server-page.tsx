import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageLoading } from '@/app/page-loading';
import { NotFoundPage } from './not-found-page';

/**
 * Whether the page showing now was downloaded for `href`, rather than reached in the app. A
 * browser that cannot tell is taken to be there already: a reload could never end.
 */
function isThisDocument(href: string): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry === undefined || entry.name === href;
}

/**
 * An address the app has no screen for: the public site's pages are rendered by the server,
 * so the browser asks the server for it as a document. When the server already answered this
 * very address with the app, nobody has a page there, and the not-found page shows.
 */
export function ServerPage() {
  const { pathname, search, hash } = useLocation();
  const href = `${window.location.origin}${pathname}${search}${hash}`;
  const isHere = isThisDocument(href);
  useEffect(() => {
    if (!isHere) window.location.assign(href);
  }, [href, isHere]);
  return isHere ? <NotFoundPage /> : <PageLoading />;
}
