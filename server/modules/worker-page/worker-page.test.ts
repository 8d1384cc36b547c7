import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import heWorker from '@shared/i18n/locales/he/worker.json';
import ruEntryForm from '@shared/i18n/locales/ru/entry-form.json';
import ruStandardFields from '@shared/i18n/locales/ru/standard-fields.json';
import ruWorker from '@shared/i18n/locales/ru/worker.json';
import { LANGUAGES } from '@shared/i18n/languages';
import { resolveFormFields } from '@shared/i18n/resolve-form';
import type { EntryFormResponse } from '@shared/schemas/site.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite } from '../../../test/factories';

let t: TestApp;
let dist: string;
const INDEX =
  '<!doctype html><html lang="he" dir="rtl"><head><title>כניסה לאתר</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>';

/** A built font stylesheet as Vite writes Fontsource's: one face per file and range. */
const face = (family: string, file: string, range: string) =>
  `@font-face{font-family:${family};font-display:swap;src:url(/assets/${file}.woff2)format("woff2-variations");unicode-range:${range}}`;
const FONT_CSS = {
  'noto-sans-devanagari-x.css':
    face('Noto Sans Devanagari Variable', 'devanagari', 'U+900-97F,U+200C-200D') +
    face('Noto Sans Devanagari Variable', 'devanagari-latin', 'U+0-FF'),
  // 繁 (U+7E41) and 體 (U+9AD4) in one file, 中 (U+4E2D) and 文 (U+6587) in another.
  'noto-sans-tc-x.css':
    face('Noto Sans TC Variable', 'tc-names', 'U+7E41,U+9A??') +
    face('Noto Sans TC Variable', 'tc-common', 'U+4E00-4E2F,U+6587') +
    face('Noto Sans TC Variable', 'tc-other', 'U+8000-80FF'),
};
/** The build's manifest names a file by its path from the client's folder, the project's root. */
const fromClient = (file: string) => path.posix.relative('client', file);
const MANIFEST = {
  '../node_modules/@fontsource-variable/noto-sans-devanagari/index.css': {
    file: 'assets/noto-sans-devanagari-x.css',
  },
  '../node_modules/@fontsource-variable/noto-sans-tc/index.css': {
    file: 'assets/noto-sans-tc-x.css',
  },
  'index.html': { file: 'assets/main.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework.js' },
  'routes/worker/entry-form-page.tsx': {
    file: 'assets/entry-form-page.js',
    imports: ['_framework.js', '_form-parts.js'],
  },
  '_form-parts.js': { file: 'assets/form-parts.js' },
  [fromClient('shared/i18n/locales/ru/entry-form.json')]: { file: 'assets/entry-form-ru.js' },
  [fromClient('shared/i18n/locales/he/entry-form.json')]: { file: 'assets/entry-form-he.js' },
};

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'worker-page-dist-'));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX);
  await fs.mkdir(path.join(dist, '.vite'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  for (const [file, css] of Object.entries(FONT_CSS)) {
    await fs.writeFile(path.join(dist, 'assets', file), css);
  }
  t = await buildTestApp({ clientDistDir: dist });
  const company = await createCompany(t.db);
  await createSite(t.db, company.id, {
    code: 'TOWER1',
    name: 'מגדל <b>הים</b>',
    nameTranslations: { ru: 'Башня у моря' },
    headerTitle: { he: 'ברוכים הבאים', en: 'Welcome </script><script>alert(1)</script>' },
    headerMessage: { he: 'קסדה חובה' },
    headerColor: '#fde047',
  });
  await createSite(t.db, company.id, { code: 'CLOSED1', isActive: false });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the worker form page', () => {
  it("arrives with the site's header, title and language before any script", async () => {
    const res = await get('/worker/form?code=TOWER1&lang=he');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="he" dir="rtl">');
    expect(res.body).toContain('<title>טופס כניסה לאתר - מגדל &lt;b>הים&lt;/b></title>');
    const boot = res.body.slice(
      res.body.indexOf('<div id="boot">'),
      res.body.indexOf('<div id="root">'),
    );
    expect(boot).toContain(
      '<h1 lang="he" dir="rtl" class="text-2xl leading-tight font-extrabold">ברוכים הבאים</h1>',
    );
    expect(boot).toContain('קסדה חובה');
    // A light header colour gets dark text, as in the app.
    expect(boot).toContain('background-color:#fde047;color:#0f172a');
  });

  it('carries the site as the API answers it, with no way for its texts to close the script', async () => {
    const res = await get('/worker/form?code=TOWER1&lang=en');
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    const json = /<script type="application\/json" id="boot-site">(.*?)<\/script>/.exec(res.body);
    const api = await get('/api/sites/code/TOWER1?texts=all');
    expect(JSON.parse(json![1]!)).toEqual(api.json());
    expect(json![1]).not.toContain('</script>');
    expect(res.body.match(/<script/g)).toHaveLength(3);
    expect(res.body).toContain('Welcome &lt;/script>&lt;script>alert(1)&lt;/script>');
  });

  it('carries the form in the worker language only, resolving as the whole form does', async () => {
    const res = await get('/worker/form?code=TOWER1&lang=ru');
    const json =
      /<script type="application\/json" id="boot-form" data-lang="ru">(.*?)<\/script>/.exec(
        res.body,
      );
    const carried = JSON.parse(json![1]!) as EntryFormResponse;
    const site = (await get('/api/sites/code/TOWER1')).json<{ id: number }>();
    const whole = (
      await get(`/api/sites/${site.id}/entry-form?texts=all`)
    ).json<EntryFormResponse>();
    expect(carried.version).toBe(whole.version);
    expect(resolveFormFields(carried.formFields, 'ru')).toEqual(
      resolveFormFields(whole.formFields, 'ru'),
    );
    expect(JSON.stringify(carried)).not.toContain('"en"');
    expect(json![1]!.length).toBeLessThan(JSON.stringify(whole).length / 3);
  });

  it("draws the form's fields in the page's language, those a browser can answer as inputs", async () => {
    const res = await get('/worker/form?code=TOWER1&lang=ru');
    const boot = res.body.slice(
      res.body.indexOf('<div id="boot">'),
      res.body.indexOf('<div id="root">'),
    );
    const form = boot.slice(boot.indexOf('<form'), boot.indexOf('</form>'));
    // Enter in a field sends nothing before the app: no address, and a disabled default button.
    expect(form).toMatch(/^<form novalidate class="space-y-6">/);
    expect(form).toMatch(/<button type="submit" disabled [^>]*>[^<]*<\/button>/);
    expect(form).toContain(ruEntryForm.submit.send);
    expect(form).toContain(
      `<label id="label-firstName" for="input-firstName" class="block text-base font-semibold text-slate-900"><bdi lang="ru" dir="ltr">${ruStandardFields.firstName}</bdi>`,
    );
    expect(form).toContain(`<span class="sr-only"> (${ruEntryForm.requiredMark})</span>`);
    const controls = [...form.matchAll(/<(input|select|textarea) id="input-(\w+)" name="\2"/g)];
    expect(controls.map(([, tag, id]) => `${tag}:${id}`)).toEqual([
      'input:firstName',
      'input:lastName',
      'input:phone',
      'input:companyName',
      'input:workStartDate',
    ]);
    expect(form).toMatch(/<input id="input-phone"[^>]* type="tel" inputmode="tel"/);
    // A selfie needs the app's camera: its label and frame only, no stand-in control.
    expect(form).toContain(
      `<div id="field-selfiePhoto" tabindex="-1" role="group" aria-labelledby="label-selfiePhoto"`,
    );
    expect(form).toContain(ruStandardFields.selfiePhoto);
    expect(boot).toContain(ruEntryForm.instructions.title);
  });

  it("preloads the form route's chunks and its texts in the worker's language", async () => {
    const res = await get('/worker/form?code=TOWER1&lang=ru');
    const preloads = [
      ...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ];
    expect(preloads.map((match) => match[1])).toEqual([
      '/assets/entry-form-page.js',
      '/assets/form-parts.js',
      '/assets/entry-form-ru.js',
    ]);
    expect(res.body.indexOf('modulepreload')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('falls back to English, then Hebrew, marking each text with its own language', async () => {
    const res = await get('/worker/form?code=TOWER1&lang=ru');
    expect(res.body).toContain('<html lang="ru" dir="ltr">');
    expect(res.body).toContain('<h1 lang="en" dir="ltr"');
    expect(res.body).toContain('<p lang="he" dir="rtl"');
    expect(res.body).toContain('Башня у моря</title>');
  });

  it('is compressed for a browser that reads brotli', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/worker/form?code=TOWER1&lang=he',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="boot">');
  });
});

describe('the language screen page', () => {
  const bootOf = (body: string) =>
    body.slice(body.indexOf('<div id="boot">'), body.indexOf('<div id="root">'));

  it("arrives drawn in Hebrew, with the site's name and a link to the form in each language", async () => {
    const res = await get('/worker/language?code=TOWER1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="he" dir="rtl">');
    expect(res.body).toContain(`<title>${heWorker.selectLanguage} · מגדל &lt;b>הים&lt;/b></title>`);
    const boot = bootOf(res.body);
    expect(boot).toContain('data-testid="site-name">מגדל &lt;b>הים&lt;/b></p>');
    expect(boot).toContain(
      `<h1 class="text-2xl font-bold text-slate-900">${heWorker.selectLanguage}</h1>`,
    );
    const links = [...boot.matchAll(/<a href="([^"]+)" lang="([\w-]+)"[^>]*class="([^"]+)"/g)];
    expect(links.map(([, href]) => href)).toEqual(
      LANGUAGES.map((language) => `/worker/form?code=TOWER1&amp;lang=${language}`),
    );
    const chosen = links.filter(([, , , classes]) => classes!.includes('bg-blue-900'));
    expect(chosen.map(([, , language]) => language)).toEqual(['he']);
    const json = /<script type="application\/json" id="boot-site">(.*?)<\/script>/.exec(res.body);
    expect(JSON.parse(json![1]!)).toEqual((await get('/api/sites/code/TOWER1?texts=all')).json());
  });

  it('is drawn in the language the link names, the site name in it where the site has one', async () => {
    const res = await get('/worker/language?code=TOWER1&lang=ru');
    expect(res.body).toContain('<html lang="ru" dir="ltr">');
    const boot = bootOf(res.body);
    expect(boot).toContain(ruWorker.language.intro);
    expect(boot).toContain('<p lang="ru" dir="ltr" class="mt-1 min-h-8 text-2xl font-bold"');
    expect(boot).toContain('Башня у моря');
    expect(bootOf((await get('/worker/language?code=TOWER1&lang=xx')).body)).toContain(
      heWorker.language.intro,
    );
  });

  it('brings the font faces that draw the Hindi and Chinese names, and only those', async () => {
    const res = await get('/worker/language?code=TOWER1&lang=he');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const style = /<style>(.*)<\/style>/.exec(head)?.[1];
    expect(style?.match(/url\([^)]*\)/g)).toEqual([
      'url(/assets/devanagari.woff2)',
      'url(/assets/tc-names.woff2)',
      'url(/assets/tc-common.woff2)',
    ]);
  });
});

describe('the worker pages with nothing to draw', () => {
  it.each([
    '/worker/form?code=NOPE99&lang=he',
    '/worker/form?code=CLOSED1&lang=he',
    '/worker/form?code=TOWER1',
    '/worker/form?code=TOWER1&lang=xx',
    '/worker/form?siteId=1&lang=he',
    '/worker/form?code=TOWER1&lang=he&preview=1',
    '/worker/language?code=NOPE99',
    '/worker/language?code=CLOSED1',
    '/worker/language',
    '/worker/language?siteId=1',
    '/worker/language?code=TOWER1&preview=1',
  ])('answers %s with the plain app page', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});
