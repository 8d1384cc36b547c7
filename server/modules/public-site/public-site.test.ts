import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import heCommon from '@shared/i18n/locales/he/common.json';
import enMarketing from '@shared/i18n/locales/en/marketing.json';
import heMarketing from '@shared/i18n/locales/he/marketing.json';
import { landingPaths } from '@shared/routing/site-paths';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { blogPosts, blogPostTranslations, contactRequests } from '../../db/schema';

/** The page's one script, the visit counter's own file (docs/visits.md); no other may appear. */
const withoutVisitCounter = (html: string) =>
  html.replace(/<script src="\/visit\.js" defer(="")?><\/script>/, '');

let t: TestApp;

async function addPost(
  slug: string,
  values: Partial<typeof blogPosts.$inferInsert>,
  texts: Record<string, { title: string; body: string; summary?: string }>,
) {
  const [post] = await t.db
    .insert(blogPosts)
    .values({ slug, status: 'published', publishAt: new Date(), ...values })
    .returning({ id: blogPosts.id });
  for (const [language, text] of Object.entries(texts)) {
    await t.db.insert(blogPostTranslations).values({ postId: post!.id, language, ...text });
  }
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://site.example' });
  await addPost(
    'older-post',
    { publishAt: day(1) },
    {
      he: { title: 'פוסט ישן', body: 'גוף **ישן**' },
      en: { title: 'An older post', body: 'Old *body*' },
    },
  );
  await addPost(
    'newer-post',
    { publishAt: day(5) },
    {
      he: { title: 'פוסט חדש', body: 'גוף חדש' },
    },
  );
  await addPost(
    'hostile-post',
    { publishAt: day(3) },
    {
      en: {
        title: 'Hostile <b>title</b>',
        body: [
          'Hello',
          '<script>window.pwned = 1</script>',
          '<iframe src="https://evil.example"></iframe>',
          '<img src="x" onerror="window.pwned = 2">',
          '[click](javascript:alert(1))',
          '<a href="https://ok.example" onclick="steal()">fine link</a>',
        ].join('\n\n'),
      },
    },
  );
  await addPost(
    'draft-post',
    { status: 'draft', publishAt: null },
    {
      he: { title: 'טיוטה', body: 'לא לפרסום' },
    },
  );
  await addPost(
    'future-post',
    { status: 'scheduled', publishAt: new Date(Date.now() + 864e5) },
    {
      he: { title: 'מתוזמן', body: 'מחר' },
    },
  );
  await addPost(
    'gone-post',
    { publishAt: day(2), removedAt: new Date() },
    {
      he: { title: 'הוסר', body: 'הוסר' },
    },
  );
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('landing pages', () => {
  it.each(landingPaths().map((l) => [l.path, l] as const))(
    '%s answers 200 with its title and text in the HTML',
    async (path, landing) => {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      const product = heMarketing.products[landing.product];
      const title =
        landing.kind === 'guide'
          ? heMarketing.guide.title
          : landing.kind === 'registration'
            ? heMarketing.registration.title
            : product.title;
      expect(res.body).toContain(`<title>${title} · ${heMarketing.site.name}</title>`);
      expect(res.body).toContain('<html lang="he" dir="rtl">');
      expect(res.body).toContain(
        `<link rel="canonical" href="https://site.example${landing.canonical}"`,
      );
      expect(res.body).toContain('hreflang="en"');
      expect(res.body).toContain('property="og:title"');
      expect(res.body).toContain('name="twitter:card"');
      if (landing.kind !== 'guide') expect(res.body).toContain(product.features.a.title);
    },
  );

  it('answers the home page itself, indexed under its own address', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<title>${heMarketing.products.entry.title} · ${heMarketing.site.name}</title>`,
    );
    expect(res.body).toContain(heMarketing.products.entry.headline);
    expect(res.body).toContain('<link rel="canonical" href="https://site.example/"');
    expect(withoutVisitCounter(res.body)).not.toContain('<script');
  });

  it('speaks English with ?lang=en, left to right', async () => {
    const res = await get('/scaffolding-tracking?lang=en');
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(res.body).toContain(enMarketing.products.scaffolding.headline);
    expect(res.body).toContain(
      '<link rel="canonical" href="https://site.example/scaffolding-tracking?lang=en"',
    );
  });

  it('takes the brand of the configuration into the brand-prefixed paths', async () => {
    const branded = await buildTestApp({ brand: 'acme' });
    try {
      expect((await branded.app.inject({ url: '/acme-cleaning-landing' })).statusCode).toBe(200);
      expect((await branded.app.inject({ url: '/sitegate-cleaning' })).statusCode).toBe(404);
    } finally {
      await branded.close();
    }
  });

  it('sends brotli to a browser that reads it', async () => {
    const res = await t.app.inject({
      url: '/marketing',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('an address nobody serves', () => {
  it.each(['/no-such-page', '/no/such/page', '/blog/x/y', '/marketing/other', '/ab'])(
    '%s answers 404 with the not-found page',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain(heCommon.notFound.title);
      expect(res.body).toContain('<meta name="robots" content="noindex"/>');
    },
  );

  it.each(['/manager/nope/deeper', '/admin/no-such-screen', '/admin/companies/7/more', '/agent/x'])(
    '%s, under a staff area but no screen of it, answers 404',
    async (url) => {
      expect((await get(url)).statusCode).toBe(404);
    },
  );

  it('keeps the JSON 404 for an unknown API path', async () => {
    const res = await get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});

describe('the app’s own addresses', () => {
  let withClient: TestApp;
  beforeAll(async () => {
    const distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'public-site-client-'));
    await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    withClient = await buildTestApp({ clientDistDir: distDir });
  });
  afterAll(() => withClient.close());

  it.each([
    '/?code=DEMO&lang=he',
    '/manager/approval-queue',
    '/manager/login',
    '/admin/companies/7',
    '/worker/anything/at/all',
    '/entry/DEMO',
  ])('%s answers the app', async (url) => {
    const res = await withClient.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('answers "/" without a worker’s code and language with the home page', async () => {
    const res = await withClient.app.inject({ url: '/?code=DEMO' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(heMarketing.products.entry.headline);
  });
});

describe('the blog', () => {
  it('lists a language’s published posts, newest first', async () => {
    const res = await get('/blog');
    expect(res.statusCode).toBe(200);
    const newer = res.body.indexOf('פוסט חדש');
    const older = res.body.indexOf('פוסט ישן');
    expect(newer).toBeGreaterThan(-1);
    expect(older).toBeGreaterThan(newer);
    for (const hidden of ['טיוטה', 'מתוזמן', 'הוסר', 'Hostile']) {
      expect(res.body).not.toContain(hidden);
    }
    const english = await get('/blog?lang=en');
    expect(english.body).toContain('An older post');
    expect(english.body).not.toContain('פוסט חדש');
  });

  it('answers a page past the last with 404', async () => {
    expect((await get('/blog?page=7')).statusCode).toBe(404);
  });

  it('shows a post with its Markdown rendered', async () => {
    const res = await get('/blog/older-post');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<strong>ישן</strong>');
    expect(res.body).toContain('<title>פוסט ישן');
    expect(res.body).toContain('hreflang="en" href="https://site.example/blog/older-post?lang=en"');
    expect(res.body).toContain('<meta property="og:type" content="article"/>');
  });

  it('never lets a script, a frame or an event handler of a post through', async () => {
    const res = await get('/blog/hostile-post?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Hello');
    expect(res.body).toContain('Hostile &lt;b>title&lt;/b>');
    expect(withoutVisitCounter(res.body)).not.toMatch(
      /<script|<iframe|onerror|onclick|javascript:|pwned/i,
    );
    expect(res.body).toContain('<a href="https://ok.example" rel="noopener nofollow ugc">');
  });

  it('sends a reader to a language the post is written in', async () => {
    const res = await get('/blog/newer-post?lang=en');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/blog/newer-post');
  });

  it.each([
    ['a draft', '/blog/draft-post', 404],
    ['a post whose time has not come', '/blog/future-post', 404],
    ['a removed post', '/blog/gone-post', 410],
    ['no such post', '/blog/never-written', 404],
    ['a slug with odd characters', '/blog/%3Cscript%3E', 404],
    ['an upper-case slug', '/blog/Older-Post', 404],
  ])('answers %s (%s) with %i and a page', async (_, url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('feed, sitemap and robots.txt', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

  it('the RSS feed is valid XML with the language’s posts, newest first', async () => {
    const res = await get('/blog/rss.xml?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/rss\+xml/);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const channel = parser.parse(res.body).rss.channel;
    expect(channel.language).toBe('en');
    const items = [channel.item].flat();
    expect(items.map((i: { title: string }) => i.title)).toEqual([
      'Hostile <b>title</b>',
      'An older post',
    ]);
    expect(items[1].link).toBe('https://site.example/blog/older-post?lang=en');
  });

  it('sitemap.xml is valid and lists every public page and post', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const urls = [parser.parse(res.body).urlset.url].flat().map((u: { loc: string }) => u.loc);
    for (const landing of landingPaths().filter((l) => l.canonical === l.path)) {
      expect(urls).toContain(`https://site.example${landing.path}`);
    }
    expect(urls).not.toContain('https://site.example/marketing/landing');
    expect(urls).toContain('https://site.example/blog');
    expect(urls).toContain('https://site.example/blog/older-post');
    expect(urls).toContain('https://site.example/blog/older-post?lang=en');
    expect(urls).toContain('https://site.example/blog/hostile-post?lang=en');
    expect(urls).not.toContain('https://site.example/blog/hostile-post');
    expect(urls.some((u: string) => /draft|future|gone/.test(u))).toBe(false);
  });

  it('robots.txt points at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: https://site.example/sitemap.xml');
  });
});

describe('the landing pages’ contact form', () => {
  const post = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('leaves an inquiry for the admins and comes back to the page', async () => {
    const res = await post({
      kind: 'inquiry',
      source: '/construction-companies',
      lang: 'en',
      name: 'Dana Levi',
      phone: '050-1234567',
      message: 'Three sites',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/construction-companies?lang=en&sent=1#contact');
    const rows = await t.db.select().from(contactRequests);
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Dana Levi', source: '/construction-companies' }),
    ]);
  });

  it('shows what is missing in the page’s language and stores nothing', async () => {
    const before = (await t.db.select().from(contactRequests)).length;
    const res = await post({ kind: 'inquiry', source: '/marketing', name: 'Dana' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.body).toContain('value="Dana"');
    expect((await t.db.select().from(contactRequests)).length).toBe(before);
  });

  it('refuses a source that is not a landing page', async () => {
    const res = await post({ kind: 'inquiry', source: 'https://evil.example', name: 'x' });
    expect(res.statusCode).toBe(404);
  });
});
