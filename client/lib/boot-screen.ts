import { useLayoutEffect } from 'react';
import type { PublicSite } from '@shared/schemas/site.schemas';

/**
 * A worker screen's first paint as the server sent it (server/modules/worker-page): the language
 * screen, or the form's header and loading line, in #boot, with the site itself as JSON. The
 * app's own #root stays hidden beside it (styles.css) until a screen that replaces it has
 * rendered, so the worker sees the site from the first paint and never a blank or a spinner in
 * its place.
 */
const BOOT_ID = 'boot';
const BOOT_SITE_ID = 'boot-site';

let bootSite: PublicSite | null | undefined;

/** The site the server embedded for this code, read once; null when it embedded none. */
export function bootSiteFor(code: string | null): PublicSite | undefined {
  if (bootSite === undefined) {
    // Written by this app's own server into this very document, as GET /api/sites/code answers.
    const text = document.getElementById(BOOT_SITE_ID)?.textContent;
    bootSite = text ? (JSON.parse(text) as PublicSite) : null;
  }
  return bootSite && code && bootSite.code === code ? bootSite : undefined;
}

/** Removes the server's first screen in the same frame as the screen that takes its place. */
export function useBootScreenDone() {
  useLayoutEffect(() => {
    document.getElementById(BOOT_ID)?.remove();
  }, []);
}
