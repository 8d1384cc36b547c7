/** @jsxImportSource preact */
import { BLOG_PATH, blogPostPath } from '@shared/routing/site-paths';
import { localizedPath, SITE_LANGUAGES } from '../page-language';
import type { SiteContext } from './site-context';
import { SiteLayout } from './site-layout';
import { PublishedDate } from './published-date';

export interface BlogListItem {
  slug: string;
  title: string;
  summary: string;
  publishAt: Date;
}

/** /blog: a language's published posts, newest first, a page at a time. */
export function BlogListPage({
  ctx,
  posts,
  page,
  pageCount,
}: {
  ctx: SiteContext;
  posts: BlogListItem[];
  page: number;
  pageCount: number;
}) {
  const pageLink = (n: number) => {
    const query = new URLSearchParams();
    if (ctx.language !== 'he') query.set('lang', ctx.language);
    if (n > 1) query.set('page', String(n));
    const search = query.toString();
    return search ? `${BLOG_PATH}?${search}` : BLOG_PATH;
  };
  return (
    <SiteLayout
      ctx={ctx}
      meta={{
        title: ctx.t('blog.title'),
        description: ctx.t('blog.description'),
        canonicalPath: BLOG_PATH,
        languages: SITE_LANGUAGES,
      }}
    >
      <section className="py-10">
        <h1 className="text-3xl leading-tight font-extrabold text-blue-950 sm:text-4xl">
          {ctx.t('blog.title')}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{ctx.t('blog.description')}</p>
      </section>
      {posts.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          {ctx.t('blog.empty')}
        </p>
      ) : (
        <ol className="grid gap-4">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="rounded-lg border border-slate-200 bg-white p-5">
                <h2 className="text-xl font-bold text-slate-900">
                  <a
                    href={localizedPath(blogPostPath(post.slug), ctx.language)}
                    className="text-blue-900 hover:underline"
                  >
                    {post.title}
                  </a>
                </h2>
                <PublishedDate ctx={ctx} date={post.publishAt} />
                <p className="mt-2 text-slate-700">{post.summary}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 ? (
        <nav aria-label={ctx.t('blog.pages')} className="mt-6 flex items-center gap-4">
          {page > 1 ? (
            <a href={pageLink(page - 1)} rel="prev" className="text-blue-900 underline">
              {ctx.t('blog.newer')}
            </a>
          ) : null}
          <span className="text-slate-600">
            {ctx.t('blog.pageOf', { page: String(page), count: String(pageCount) })}
          </span>
          {page < pageCount ? (
            <a href={pageLink(page + 1)} rel="next" className="text-blue-900 underline">
              {ctx.t('blog.older')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </SiteLayout>
  );
}
