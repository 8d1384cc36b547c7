import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isLanguage } from '@shared/i18n/languages';
import { isSiteCodePath } from '@shared/routing/site-paths';
import { languageScreenLink } from '@shared/routing/worker-links';

const DIGITS = /^\d+$/;

const previewOf = (request: Request) => new URL(request.url).searchParams.get('preview');

/**
 * `path` with `params`, plus the link's preview flag when it had one: the language screen
 * carries preview on to the form, so a redirect must not drop it.
 */
function withQuery(path: string, params: Record<string, string>, request: Request): string {
  const query = new URLSearchParams(params);
  const preview = previewOf(request);
  if (preview !== null) query.set('preview', preview);
  return `${path}?${query.toString()}`;
}

/** /worker/:siteId/:language -> /worker/form?siteId=&lang= (lang only when it is one of ours). */
export function siteLanguageRedirect({ params, request }: LoaderFunctionArgs) {
  const { siteId = '', language } = params;
  // Not a site id: the route shows the worker fallback screen instead.
  if (!DIGITS.test(siteId)) return null;
  return redirect(
    withQuery(
      '/worker/form',
      isLanguage(language) ? { siteId, lang: language } : { siteId },
      request,
    ),
  );
}

/** /entry/:siteCode -> /worker/language?code=. */
export function entryCodeRedirect({ params, request }: LoaderFunctionArgs) {
  return redirect(
    languageScreenLink({ code: params.siteCode ?? '', siteId: null }, previewOf(request)),
  );
}

/**
 * /:siteCode -> /worker/language?code= for 3 or more letters or digits that are not a word of
 * the application (/marketing, /blog...); anything else stays and the route asks the server.
 */
export function siteCodeRedirect({ params, request }: LoaderFunctionArgs) {
  const code = params.siteCode ?? '';
  if (!isSiteCodePath(code)) return null;
  // The server answers a full load of /{code} with this same redirect (client-app plugin).
  return redirect(languageScreenLink({ code, siteId: null }, previewOf(request)));
}
