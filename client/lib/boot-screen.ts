import { useLayoutEffect } from 'react';
import type { Language } from '@shared/i18n/languages';
import type { EntryFormResponse, PublicSite } from '@shared/schemas/site.schemas';

/**
 * A worker screen's first paint as the server sent it (server/modules/worker-page): the language
 * screen, or the form's header and its fields (or loading line), in #boot, with the site itself
 * as JSON. The app's own #root stays hidden beside it (styles.css) until a screen that replaces
 * it has rendered, so the worker sees the site from the first paint and never a blank or a
 * spinner in its place.
 */
const BOOT_ID = 'boot';
const BOOT_SITE_ID = 'boot-site';
const BOOT_FORM_ID = 'boot-form';

let bootSite: PublicSite | null | undefined;
let bootForm: { form: EntryFormResponse; language: string } | null | undefined;

/** The site the server embedded for this code, read once; null when it embedded none. */
export function bootSiteFor(code: string | null): PublicSite | undefined {
  if (bootSite === undefined) {
    // Written by this app's own server into this very document, as GET /api/sites/code answers.
    const text = document.getElementById(BOOT_SITE_ID)?.textContent;
    bootSite = text ? (JSON.parse(text) as PublicSite) : null;
  }
  return bootSite && code && bootSite.code === code ? bootSite : undefined;
}

/**
 * The form the server embedded in the worker form's page, its texts in that page's language
 * only (fieldsInLanguage); undefined for another site or language, which must read the whole
 * form.
 */
export function bootFormFor(
  siteId: number | undefined,
  language: Language,
): EntryFormResponse | undefined {
  if (bootForm === undefined) {
    // Written by this app's own server into this very document, as GET /api/sites/{id}/entry-form.
    const element = document.getElementById(BOOT_FORM_ID);
    bootForm = element?.textContent
      ? {
          form: JSON.parse(element.textContent) as EntryFormResponse,
          language: element.dataset.lang ?? '',
        }
      : null;
  }
  return bootForm && bootForm.form.siteId === siteId && bootForm.language === language
    ? bootForm.form
    : undefined;
}

/**
 * The form the server drew on the worker form's page, which the worker may already be typing
 * in; null when it drew none or the app's form has taken its place.
 */
export function bootScreenForm(): HTMLFormElement | null {
  return document.querySelector<HTMLFormElement>(`#${BOOT_ID} form`);
}

/** Shows the app's #root in the server's first screen's place (styles.css). */
export function removeBootScreen() {
  document.getElementById(BOOT_ID)?.remove();
}

/**
 * Removes the server's first screen in the same frame as the screen that takes its place. A
 * screen that shows less than a form the server drew (the form's header while its fields load)
 * leaves it to the app's form, which carries over what was typed in it.
 */
export function useBootScreenDone({ unlessFormDrawn = false } = {}) {
  useLayoutEffect(() => {
    if (!unlessFormDrawn || !bootScreenForm()) removeBootScreen();
  }, [unlessFormDrawn]);
}
