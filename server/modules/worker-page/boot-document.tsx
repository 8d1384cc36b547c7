/** @jsxImportSource preact */
import { renderToString } from 'preact-render-to-string';
import { directionOf, type Language } from '@shared/i18n/languages';
import type { EntryFormResponse, PublicSite } from '@shared/schemas/site.schemas';

/**
 * The built index.html with a worker screen's first paint in it: the page's language and
 * direction, its title, the screen's markup as #boot before #root, and the site (and on the
 * form's page the form in the page's language) as JSON for the app's first read
 * (client/lib/boot-screen.ts). "<" is escaped in the JSON so no text of the
 * site can close the script element. `head` (the screen's font faces) goes at the end of <head>. Every insertion goes through a function: a string given to
 * String.replace is read as a pattern, so a site title holding "$`" or "$'" would copy parts of
 * the page into itself.
 */
export function bootDocument(
  indexHtml: string,
  page: {
    language: Language;
    title: string;
    boot: string;
    site: PublicSite;
    form?: EntryFormResponse;
    head?: string;
  },
) {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const formJson = page.form
    ? `<script type="application/json" id="boot-form" data-lang="${page.language}">${json(page.form)}</script>`
    : '';
  return indexHtml
    .replace(
      /<html[^>]*>/,
      () => `<html lang="${page.language}" dir="${directionOf(page.language)}">`,
    )
    .replace(/<title>[^<]*<\/title>/, () => renderToString(<title>{page.title}</title>))
    .replace('</head>', () => `${page.head ?? ''}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="boot">${page.boot}</div>` +
        `<div id="root"></div>` +
        `<script type="application/json" id="boot-site">${json(page.site)}</script>` +
        formJson,
    );
}
