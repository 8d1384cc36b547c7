/** @jsxImportSource preact */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/i18n/languages';
import {
  ACCESSIBILITY_PATH,
  BLOG_PATH,
  BLOG_SLUG_PATTERN,
  FEED_PATH,
  HOME_LANDING,
  ROBOTS_PATH,
  SITEMAP_PATH,
  blogPostPath,
  isWorkerHomeLink,
  type LandingPath,
} from '@shared/routing/site-paths';
import { ContactRequestBodySchema } from '@shared/schemas/contact-request.schemas';
import type { LandingTexts } from '@shared/schemas/landing-sections.schemas';
import { issueKey } from '@shared/validation/issue-key';
import type { Db } from '../../db/client';
import { validationMessage } from '../../i18n/messages';
import { CONTACT_RATE_LIMIT } from '../../lib/contact-rate-limit';
import { submitContactRequest } from '../contact-requests/contact-requests.service';
import { landingTexts } from '../site-content/landing-sections.service';
import * as blog from './blog/blog.repository';
import { buildFeed } from './blog/feed';
import { markdownToText, renderMarkdown } from '../../lib/markdown';
import { buildSitemap } from './blog/sitemap';
import { SITE_LANGUAGES, localizedPath, siteLanguageFrom, siteText } from './page-language';
import { sendCompressed, sendPage } from '../../lib/send-page';
import type { SiteContextOf } from './site-context';
import { accessibilityStatementRoutes } from './accessibility-statement.routes';
import { BlogListPage } from './views/blog-list-page';
import { BlogPostPage } from './views/blog-post-page';
import { CONTACT_FORM_PATH, type ContactFields, type ContactFormState } from './views/contact-form';
import { GuidePage } from './views/guide-page';
import { LandingPage } from './views/landing-page';
import { NotFoundPage } from './views/not-found-page';
import type { SiteContext } from './views/site-context';

const POSTS_PER_PAGE = 10;
const FEED_SIZE = 20;
const EMPTY_FORM: ContactFormState = { values: {}, errors: {}, sent: false };

function landingView(
  ctx: SiteContext,
  landing: LandingPath,
  form: ContactFormState,
  texts: LandingTexts,
) {
  return landing.kind === 'guide' ? (
    <GuidePage ctx={ctx} texts={texts} />
  ) : (
    <LandingPage ctx={ctx} landing={landing} form={form} texts={texts} />
  );
}

/** The owner's published texts of the page at `landing`. */
const publishedTexts = (db: Db, landing: LandingPath, language: Language) =>
  landingTexts(db, landing.kind === 'guide' ? 'guide' : landing.product, language, 'published');

/**
 * The public site, answered as full HTML by the server before any script: every landing page,
 * the systems guide, the blog with its feed, the sitemap and robots.txt, and the landing pages'
 * contact form, which works with JavaScript off.
 */
export async function publicSiteRoutes(app: FastifyInstance, opts: { siteContext: SiteContextOf }) {
  const contextOf = opts.siteContext;
  const db = app.database.db;
  await app.register(accessibilityStatementRoutes, { siteContext: contextOf });

  for (const landing of contextOf.landings) {
    app.get(landing.path, async (request, reply) => {
      const query = new URL(request.url, 'http://localhost').searchParams;
      if (landing.path === HOME_LANDING.path && isWorkerHomeLink(query)) {
        // The worker's form, which the app shows.
        return reply.callNotFound();
      }
      const sent = query.get('sent') === '1';
      const ctx = contextOf(request);
      const texts = await publishedTexts(db, landing, ctx.language);
      return sendPage(request, reply, landingView(ctx, landing, { ...EMPTY_FORM, sent }, texts));
    });
  }

  await app.register(async (forms) => {
    await forms.register(rateLimit, { global: false });
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    forms.post(
      CONTACT_FORM_PATH,
      { config: { rateLimit: CONTACT_RATE_LIMIT } },
      async (request, reply) => {
        const fields = (request.body ?? {}) as Record<string, string>;
        const landing = contextOf.landings.find((l) => l.path === fields.source);
        // The form carries its page's language, as the page's address did.
        const ctx = { ...contextOf(request), ...siteText(siteLanguageFrom(fields.lang)) };
        if (!landing) return sendPage(request, reply, <NotFoundPage ctx={ctx} />, 404);
        ctx.path = landing.path;
        const parsed = ContactRequestBodySchema.safeParse(fields);
        if (!parsed.success) {
          const errors: ContactFormState['errors'] = {};
          for (const issue of parsed.error.issues) {
            const field = issue.path[0] as ContactFields;
            errors[field] ??= validationMessage(issueKey(issue), ctx.language);
          }
          const form = { values: fields, errors, sent: false };
          const texts = await publishedTexts(db, landing, ctx.language);
          return sendPage(request, reply, landingView(ctx, landing, form, texts), 422);
        }
        await submitContactRequest(db, parsed.data);
        const back = localizedPath(landing.path, ctx.language);
        return reply.redirect(`${back}${back.includes('?') ? '&' : '?'}sent=1#contact`, 303);
      },
    );
  });

  app.get(BLOG_PATH, async (request, reply) => {
    const ctx = contextOf(request);
    const asked = Number((request.query as Record<string, unknown>).page ?? 1);
    const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
    const { rows, total } = await blog.listPublishedPosts(db, ctx.language, {
      limit: POSTS_PER_PAGE,
      offset: (page - 1) * POSTS_PER_PAGE,
    });
    const pageCount = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
    if (page > pageCount) return sendPage(request, reply, <NotFoundPage ctx={ctx} />, 404);
    const posts = await Promise.all(
      rows.map(async (row) => ({
        slug: row.slug,
        title: row.title,
        summary: row.summary || (await markdownToText(row.body)),
        publishAt: row.publishAt!,
      })),
    );
    return sendPage(
      request,
      reply,
      <BlogListPage ctx={ctx} posts={posts} page={page} pageCount={pageCount} />,
    );
  });

  app.get(FEED_PATH, async (request, reply) => {
    const ctx = contextOf(request);
    const { rows } = await blog.listPublishedPosts(db, ctx.language, {
      limit: FEED_SIZE,
      offset: 0,
    });
    const xml = buildFeed({
      origin: ctx.origin,
      language: ctx.language,
      title: ctx.t('blog.feedTitle'),
      description: ctx.t('blog.description'),
      items: await Promise.all(
        rows.map(async (row) => ({
          slug: row.slug,
          title: row.title,
          summary: row.summary || (await markdownToText(row.body)),
          publishAt: row.publishAt!,
        })),
      ),
    });
    reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'no-cache');
    return sendCompressed(request, reply, xml);
  });

  app.get<{ Params: { slug: string } }>(`${BLOG_PATH}/:slug`, async (request, reply) => {
    const ctx = contextOf(request);
    const { slug } = request.params;
    if (!BLOG_SLUG_PATTERN.test(slug)) {
      return sendPage(request, reply, <NotFoundPage ctx={ctx} />, 404);
    }
    const found = await blog.findPublicPost(db, slug);
    if (found.state === 'removed') {
      return sendPage(request, reply, <NotFoundPage ctx={ctx} removed />, 410);
    }
    if (found.state === 'missing') {
      return sendPage(request, reply, <NotFoundPage ctx={ctx} />, 404);
    }
    const { post } = found;
    const languages = SITE_LANGUAGES.filter((l) => post.texts.some((t) => t.language === l));
    const text = post.texts.find((t) => t.language === ctx.language);
    if (!text) {
      // Not written in this language: the version in the first language it has.
      const other = languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : languages[0];
      if (!other) return sendPage(request, reply, <NotFoundPage ctx={ctx} />, 404);
      return reply.redirect(localizedPath(blogPostPath(slug), other), 302);
    }
    const view = {
      slug,
      title: text.title,
      description: text.summary || (await markdownToText(text.body)),
      html: await renderMarkdown(text.body),
      publishAt: post.publishAt,
      image: post.coverImageId ? `/site-images/${post.coverImageId}` : null,
      languages,
    };
    return sendPage(request, reply, <BlogPostPage ctx={ctx} post={view} />);
  });

  app.get(SITEMAP_PATH, async (request, reply) => {
    const ctx = contextOf(request);
    const posts = await blog.listPublishedTranslations(db);
    const bySlug = new Map<string, { languages: (typeof SITE_LANGUAGES)[number][]; last: Date }>();
    for (const row of posts) {
      const language = SITE_LANGUAGES.find((l) => l === row.language);
      if (!language) continue;
      const entry = bySlug.get(row.slug) ?? { languages: [], last: row.updatedAt };
      entry.languages.push(language);
      if (row.updatedAt > entry.last) entry.last = row.updatedAt;
      bySlug.set(row.slug, entry);
    }
    const xml = buildSitemap(ctx.origin, [
      // A '-landing' variant is the same page as its main path, which alone is listed.
      ...contextOf.landings
        .filter((l) => l.canonical === l.path)
        .map((l) => ({ path: l.path, languages: SITE_LANGUAGES })),
      { path: BLOG_PATH, languages: SITE_LANGUAGES },
      { path: ACCESSIBILITY_PATH, languages: LANGUAGES },
      ...[...bySlug].map(([slug, entry]) => ({
        path: blogPostPath(slug),
        languages: entry.languages,
        lastModified: entry.last,
      })),
    ]);
    reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache');
    return sendCompressed(request, reply, xml);
  });

  app.get(ROBOTS_PATH, async (request, reply) => {
    const ctx = contextOf(request);
    const lines = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /admin/',
      'Disallow: /manager/',
      'Disallow: /worker/',
      `Sitemap: ${ctx.origin}${SITEMAP_PATH}`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });
}
