/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { DEFAULT_LANGUAGE } from '@shared/i18n/languages';
import { FEED_PATH, VISIT_SCRIPT } from '@shared/routing/site-paths';
import { localizedPath } from '../page-language';
import type { PageMeta, SiteContext } from './site-context';

const OG_LOCALES: Record<string, string> = { he: 'he_IL', en: 'en_US', ar: 'ar_AR', ru: 'ru_RU' };

/**
 * The whole HTML document of a public page: everything a search engine or a link preview reads
 * (title, description, canonical, hreflang, Open Graph, Twitter) is in the head, the content in
 * the body, and no script is needed to read it.
 */
export function Document({
  ctx,
  meta,
  children,
}: {
  ctx: SiteContext;
  meta: PageMeta;
  children: ComponentChildren;
}) {
  const siteName = ctx.t('site.name');
  const fullTitle = `${meta.title} · ${siteName}`;
  const url = (language: string) =>
    `${ctx.origin}${localizedPath(meta.canonicalPath, language as typeof DEFAULT_LANGUAGE)}`;
  const canonical = url(ctx.language);
  return (
    <html lang={ctx.language} dir={ctx.dir}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#1e3a8a" />
        <title>{fullTitle}</title>
        <meta name="description" content={meta.description} />
        {meta.noIndex ? <meta name="robots" content="noindex" /> : null}
        <link rel="canonical" href={canonical} />
        {meta.languages.map((language) => (
          <link key={language} rel="alternate" hrefLang={language} href={url(language)} />
        ))}
        {meta.languages.includes(DEFAULT_LANGUAGE) ? (
          <link rel="alternate" hrefLang="x-default" href={url(DEFAULT_LANGUAGE)} />
        ) : null}
        <link
          rel="alternate"
          type="application/rss+xml"
          title={ctx.t('blog.feedTitle')}
          href={`${ctx.origin}${localizedPath(FEED_PATH, ctx.language)}`}
        />
        <meta property="og:type" content={meta.type ?? 'website'} />
        <meta property="og:site_name" content={siteName} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:locale" content={OG_LOCALES[ctx.language] ?? ctx.language} />
        {meta.image ? <meta property="og:image" content={`${ctx.origin}${meta.image}`} /> : null}
        {meta.publishedAt ? (
          <meta property="article:published_time" content={meta.publishedAt} />
        ) : null}
        <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={meta.description} />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {ctx.assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* The visit counter, a file of its own for the script policy; a 404 or a preview is no visit. */}
        {meta.noIndex ? null : <script src={VISIT_SCRIPT} defer />}
      </head>
      <body>{children}</body>
    </html>
  );
}
