import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/i18n/languages';
import type { LocalizedText } from '@shared/i18n/localized-text';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite } from '../../../test/factories';
import { blogPosts, blogPostTranslations } from '../../db/schema';

/**
 * Texts a manager or the owner may type that String.replace would read as patterns when given
 * as a replacement string: "$`" is everything before the match, "$'" everything after it.
 */
const HOSTILE = "A$`B$'C$&D$$E$1F$<x>G";
const inEveryLanguage = (label: string) =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, `${label} ${language} ${HOSTILE}`]),
  ) as LocalizedText;
/** As the page carries a text: Preact escapes "&" and "<". */
const drawn = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

const INDEX =
  '<!doctype html><html lang="he" dir="rtl"><head><title>כניסה לאתר</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'worker-page-patterns-'));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX);
  t = await buildTestApp({ clientDistDir: dist });
  const company = await createCompany(t.db, { name: `Company ${HOSTILE}` });
  await createSite(t.db, company.id, {
    code: 'DOLLAR1',
    name: `name he ${HOSTILE}`,
    nameTranslations: inEveryLanguage('name'),
    location: `location ${HOSTILE}`,
    locationTranslations: inEveryLanguage('location'),
    headerTitle: inEveryLanguage('title'),
    headerMessage: inEveryLanguage('message'),
    safetyRegulations: inEveryLanguage('rules'),
  });
  const [post] = await t.db
    .insert(blogPosts)
    .values({ slug: 'dollar-post', status: 'published', publishAt: new Date() })
    .returning({ id: blogPosts.id });
  await t.db.insert(blogPostTranslations).values({
    postId: post!.id,
    language: 'he',
    title: `post ${HOSTILE}`,
    summary: `summary ${HOSTILE}`,
    body: `body ${HOSTILE}`,
  });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

/** The page is whole: one document, one root, and the site's JSON equal to the API's answer. */
async function expectWholePage(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.body.match(/<!doctype html>/g)).toHaveLength(1);
  expect(res.body.match(/<div id="root"><\/div>/g)).toHaveLength(1);
  expect(res.body.match(/<div id="boot">/g)).toHaveLength(1);
  expect(res.body.match(/<title>/g)).toHaveLength(1);
  const json = /<script type="application\/json" id="boot-site">(.*?)<\/script>/.exec(res.body);
  const api = await t.app.inject({ method: 'GET', url: '/api/sites/code/DOLLAR1?texts=all' });
  expect(JSON.parse(json![1]!)).toEqual(api.json());
  return res.body;
}

describe('site texts that look like replacement patterns', () => {
  it.each(LANGUAGES)('draw the language screen in %s with the texts as typed', async (language) => {
    const body = await expectWholePage(`/worker/language?code=DOLLAR1&lang=${language}`);
    expect(body).toContain(drawn(`name ${language} ${HOSTILE}`));
  });

  it.each(LANGUAGES)('draw the form page in %s with the texts as typed', async (language) => {
    const body = await expectWholePage(`/worker/form?code=DOLLAR1&lang=${language}`);
    expect(body).toContain(drawn(`title ${language} ${HOSTILE}`));
    expect(body).toContain(drawn(`message ${language} ${HOSTILE}`));
    expect(body).toContain(`${drawn(`name ${language} ${HOSTILE}`)}</title>`);
  });

  it('reach the language screen through the short link', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/DOLLAR1' });
    expect(res.statusCode).toBeLessThan(400);
    await expectWholePage(res.headers.location ?? '/worker/language?code=DOLLAR1');
  });

  it('leave the public pages whole in a post written with them', async () => {
    for (const url of ['/blog/dollar-post', '/blog']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(drawn(`post ${HOSTILE}`));
    }
    const feed = await t.app.inject({ method: 'GET', url: '/blog/rss.xml' });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('post A$`B$');
  });
});
