/** @jsxImportSource preact */
import type { Language } from '@shared/i18n/languages';
import { BLOG_PATH, blogPostPath } from '@shared/routing/site-paths';
import { localizedPath } from '../page-language';
import { PublishedDate } from './published-date';
import type { SiteContext } from './site-context';
import { SiteLayout } from './site-layout';

export interface BlogPostView {
  slug: string;
  title: string;
  description: string;
  /** The sanitized HTML of the post's Markdown. */
  html: string;
  publishAt: Date;
  image: string | null;
  languages: Language[];
}

// The post's HTML comes from Markdown, so its elements are styled from the container.
const PROSE =
  'leading-relaxed text-slate-800 [&_a]:text-blue-900 [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-slate-300 [&_blockquote]:ps-4 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_img]:my-4 [&_img]:rounded-lg [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-3 [&_ul]:list-disc [&_ul]:ps-6';

/** /blog/{slug}: one post, or its preview for the owner before it is published. */
export function BlogPostPage({
  ctx,
  post,
  preview = false,
}: {
  ctx: SiteContext;
  post: BlogPostView;
  preview?: boolean;
}) {
  return (
    <SiteLayout
      ctx={ctx}
      meta={{
        title: post.title,
        description: post.description,
        canonicalPath: blogPostPath(post.slug),
        languages: post.languages,
        type: 'article',
        image: post.image,
        publishedAt: post.publishAt.toISOString(),
        noIndex: preview,
      }}
    >
      <article className="mx-auto max-w-3xl py-10">
        {preview ? (
          <p role="note" className="mb-6 rounded-md bg-amber-100 p-3 font-semibold text-amber-900">
            {ctx.t('blog.previewNote')}
          </p>
        ) : null}
        <p>
          <a href={localizedPath(BLOG_PATH, ctx.language)} className="text-blue-900 underline">
            {ctx.t('blog.back')}
          </a>
        </p>
        <h1 className="mt-4 text-3xl leading-tight font-extrabold text-blue-950 sm:text-4xl">
          {post.title}
        </h1>
        <PublishedDate ctx={ctx} date={post.publishAt} />
        {post.image ? (
          <img
            src={post.image}
            alt=""
            className="mt-6 w-full rounded-lg"
            width={1200}
            height={630}
          />
        ) : null}
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
    </SiteLayout>
  );
}
