/*
 * The addresses of a site's worker screens, built the same way by the app (its redirects and
 * navigation) and by the server (its redirect of a short link and the language screen it draws).
 */

/** How a worker's link names a site: by its code, else by its numeric id. */
export interface WorkerSiteRef {
  code: string | null;
  siteId: number | null;
}

/**
 * /worker/language?code= (or siteId=), with the link's preview flag when it had one: the
 * language screen carries preview on to the form, so no way there may drop it.
 */
export function languageScreenLink(site: WorkerSiteRef, preview: string | null = null): string {
  const query = new URLSearchParams();
  if (site.code) query.set('code', site.code);
  else if (site.siteId !== null) query.set('siteId', String(site.siteId));
  if (preview !== null) query.set('preview', preview);
  const text = query.toString();
  return text ? `/worker/language?${text}` : '/worker/language';
}

/** /worker/form with code, siteId, lang and preview, each only when present. */
export function workerFormLink(
  site: WorkerSiteRef,
  language: string,
  preview: string | null = null,
): string {
  const query = new URLSearchParams();
  if (site.code) query.set('code', site.code);
  if (site.siteId !== null) query.set('siteId', String(site.siteId));
  query.set('lang', language);
  if (preview !== null) query.set('preview', preview);
  return `/worker/form?${query.toString()}`;
}

/** The kiosk's screen, where a tablet runs a site's form for one worker after another. */
export const KIOSK_PATH = '/worker/kiosk';

/** The one-use link that makes the tablet opening it a site's kiosk. */
export function kioskPairingPath(code: string): string {
  return `${KIOSK_PATH}?pair=${encodeURIComponent(code)}`;
}

/** The worker's own list of the submissions his phone keeps until they are sent. */
export const OUTBOX_PATH = '/worker/sending';
