import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { Language } from '@shared/i18n/languages';
import { resolveFormFields } from '@shared/i18n/resolve-form';
import type { FormField } from '@shared/schemas/form.schemas';
import type { EntryFormResponse, PublicSite } from '@shared/schemas/site.schemas';
import { findText } from '../../server/lib/catalog';

/*
 * The floor of the worker's pages: what a phone could not do faster than, the same server-drawn
 * header and the same form as plain HTML without a script. Its pages are the application's own
 * (its language screen and form page, with every script and preload taken out and the loading
 * line replaced by a plain <form>), so the header, the stylesheet and the fonts are the very
 * same bytes; a plain multipart POST answers with a redirect to a plain waiting page.
 */

export interface FloorServer {
  url: string;
  stop(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A field as a browser draws it with no script: the closest plain control of its type. */
function plainControl(field: FormField): string {
  const id = `input-${field.id}`;
  const name = `name="${escapeHtml(field.id)}" id="${id}"`;
  const required = field.required ? ' required' : '';
  const box = 'class="block w-full rounded-md border border-slate-300 px-3 py-2"';
  switch (field.type) {
    case 'textarea':
      return `<textarea ${name} ${box}${required}></textarea>`;
    case 'select':
      return (
        `<select ${name} ${box}${required}>` +
        (field.options ?? [])
          .map((o) => `<option value="${escapeHtml(o.value)}">${escapeHtml(o.label)}</option>`)
          .join('') +
        `</select>`
      );
    case 'checkbox':
    case 'safety_document':
      return `<input type="checkbox" ${name}${required}>`;
    case 'file':
    case 'camera':
    case 'id_document':
    case 'certificate':
    case 'signature':
      return `<input type="file" accept="image/*" ${name}${required}>`;
    case 'video':
    case 'quiz':
      return '';
    default: {
      const type =
        { phone: 'tel', tel: 'tel', email: 'email', date: 'date', number: 'number' }[
          field.type as string
        ] ?? 'text';
      return `<input type="${type}" ${name} ${box}${required}>`;
    }
  }
}

function plainForm(fields: FormField[], language: Language): string {
  const send = findText(language, 'entry-form', 'submit.send') ?? 'Send';
  const rows = fields
    .map((field) => {
      const control = plainControl(field);
      if (!control) return '';
      return (
        `<div class="space-y-1"><label for="input-${field.id}" class="block font-semibold">` +
        `${escapeHtml(field.label)}</label>${control}</div>`
      );
    })
    .join('');
  return (
    `<main class="mx-auto max-w-xl space-y-5 px-4 py-5">` +
    `<form method="post" action="/floor/submit?lang=${language}" enctype="multipart/form-data" class="space-y-6">` +
    `${rows}<button type="submit" class="w-full rounded-lg bg-blue-900 px-4 py-3 font-bold text-white">` +
    `${escapeHtml(send)}</button></form></main>`
  );
}

/** The application's page with its scripts and their preloads taken out. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/** What the server draws under the header, in #boot (its form, or else its loading line), becomes the plain form. */
function formPage(appPage: string, form: string): string {
  const page = withoutScripts(appPage);
  const underHeader = /<main[\s\S]*<\/footer>|<div role="status"[\s\S]*?<\/span><\/div>/;
  if (!underHeader.test(page))
    throw new Error("The form page's content under its header was not found");
  return page.replace(underHeader, () => form);
}

function waitingPage(appPage: string, language: Language): string {
  const status = findText(language, 'worker', 'waiting.pending.status') ?? '';
  return formPage(
    appPage,
    `<main class="mx-auto max-w-xl px-4 py-5"><p role="status" class="text-xl font-bold">` +
      `${escapeHtml(status)}</p></main>`,
  );
}

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

/**
 * Starts the floor beside the application at `appUrl`: its pages are made once, from the
 * application's own, for `languages`; every other address (the stylesheet, fonts, icons) is
 * passed through to the application untouched, compressed as it sends it.
 */
export async function startFloorServer(
  appUrl: string,
  siteCode: string,
  languages: readonly Language[],
): Promise<FloorServer> {
  const site = JSON.parse(await text(`${appUrl}/api/sites/code/${siteCode}`)) as PublicSite;
  const form = JSON.parse(
    await text(`${appUrl}/api/sites/${site.id}/entry-form`),
  ) as EntryFormResponse;
  const pages = new Map<string, string>();
  for (const language of languages) {
    const appPage = await text(`${appUrl}/worker/form?code=${siteCode}&lang=${language}`);
    const fields = resolveFormFields(form.formFields, language);
    pages.set(
      `/worker/form?code=${siteCode}&lang=${language}`,
      formPage(appPage, plainForm(fields, language)),
    );
    pages.set(`/floor/waiting?lang=${language}`, waitingPage(appPage, language));
  }
  pages.set(
    `/worker/language?code=${siteCode}`,
    withoutScripts(await text(`${appUrl}/worker/language?code=${siteCode}`)),
  );

  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === `/${siteCode}`) {
      response.writeHead(302, { location: `/worker/language?code=${siteCode}` }).end();
      return;
    }
    if (request.method === 'POST' && url.startsWith('/floor/submit')) {
      const language = new URL(url, 'http://floor').searchParams.get('lang');
      request.resume();
      request.on('end', () => {
        response.writeHead(303, { location: `/floor/waiting?lang=${language}` }).end();
      });
      return;
    }
    const page = pages.get(url);
    if (page !== undefined) {
      const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        ...(brotli ? { 'content-encoding': 'br' } : {}),
      });
      response.end(brotli ? zlib.brotliCompressSync(page, { params }) : page);
      return;
    }
    const target = new URL(url, appUrl);
    const upstream = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
