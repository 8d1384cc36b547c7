import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import heErrors from '@shared/i18n/locales/he/errors.json';
import type { Post } from '@shared/schemas/site-content.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signInStaff } from '../../../test/factories';

let t: TestApp;
let owner: string;

const text = (language: string, title: string, body = `Body of ${title}`) => ({
  language,
  title,
  summary: '',
  body,
});

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: owner },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ owner } = await signInStaff(t, { owner: { role: 'super_admin' } }));
});
afterAll(() => t.close());

describe('the owner’s blog posts', () => {
  it('a draft stays off the blog until it is published', async () => {
    const created = await send('POST', '/api/site-content/posts', {
      slug: 'Site-Safety-Week',
      status: 'draft',
      texts: [text('he', 'שבוע הבטיחות'), text('en', 'Safety week')],
    });
    expect(created.statusCode).toBe(201);
    const post = created.json<Post>();
    expect(post).toMatchObject({ slug: 'site-safety-week', status: 'draft', publishAt: null });
    expect((await t.app.inject({ url: '/blog/site-safety-week' })).statusCode).toBe(404);

    const published = await send('PUT', `/api/site-content/posts/${post.id}`, {
      slug: 'site-safety-week',
      status: 'published',
      texts: [text('he', 'שבוע הבטיחות באתר'), text('en', 'Safety week')],
    });
    expect(published.statusCode).toBe(200);
    const page = await t.app.inject({ url: '/blog/site-safety-week' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('שבוע הבטיחות באתר');
    expect((await t.app.inject({ url: '/blog?lang=en' })).body).toContain('Safety week');
  });

  it('keeps a revision of each changed text and restores one', async () => {
    const [post] = (await send('GET', '/api/site-content/posts')).json<{ posts: Post[] }>().posts;
    const revisions = (await send('GET', `/api/site-content/posts/${post!.id}/revisions`)).json<{
      revisions: { id: number; language: string; title: string }[];
    }>().revisions;
    // Two texts at creation, then only the Hebrew one changed.
    expect(revisions.map((r) => [r.language, r.title])).toEqual([
      ['he', 'שבוע הבטיחות באתר'],
      ['en', 'Safety week'],
      ['he', 'שבוע הבטיחות'],
    ]);
    const first = revisions[2]!;
    const restored = await send(
      'POST',
      `/api/site-content/posts/${post!.id}/revisions/${first.id}/restore`,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json<Post>().titles.he).toBe('שבוע הבטיחות');
  });

  it('refuses a second post at the same address, in the owner’s language', async () => {
    const res = await send('POST', '/api/site-content/posts', {
      slug: 'site-safety-week',
      status: 'draft',
      texts: [text('he', 'כפול')],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'SLUG_TAKEN', message: heErrors.SLUG_TAKEN });
  });

  it.each([
    [
      'an address with odd characters',
      { slug: 'שלום/<x>', status: 'draft', texts: [text('he', 'x')] },
    ],
    ['no text', { slug: 'empty', status: 'draft', texts: [] }],
    [
      'a language the site does not speak',
      { slug: 'es', status: 'draft', texts: [text('es', 'x')] },
    ],
    ['a schedule with no time', { slug: 'later', status: 'scheduled', texts: [text('he', 'x')] }],
  ])('refuses %s and stores nothing', async (_, body) => {
    const before = (await send('GET', '/api/site-content/posts')).json<{ posts: Post[] }>().posts;
    const res = await send('POST', '/api/site-content/posts', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    const after = (await send('GET', '/api/site-content/posts')).json<{ posts: Post[] }>().posts;
    expect(after).toEqual(before);
  });

  it('a scheduled post goes out at its time', async () => {
    const res = await send('POST', '/api/site-content/posts', {
      slug: 'next-week',
      status: 'scheduled',
      publishAt: new Date(Date.now() + 7 * 864e5).toISOString(),
      texts: [text('he', 'בשבוע הבא')],
    });
    expect(res.statusCode).toBe(201);
    expect((await t.app.inject({ url: '/blog/next-week' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain('next-week');
  });

  it('a removed post answers 410 at its address', async () => {
    const [post] = (await send('GET', '/api/site-content/posts')).json<{ posts: Post[] }>().posts;
    const slug = post!.slug;
    expect((await send('DELETE', `/api/site-content/posts/${post!.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/blog/${slug}` })).statusCode).toBe(410);
  });

  it('previews Markdown as the blog shows it, without its scripts', async () => {
    const res = await send('POST', '/api/site-content/preview', {
      body: '## Title\n\n<script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().html).toContain('<h2>Title</h2>');
    expect(res.json().html).not.toMatch(/script|onerror/);
  });
});
