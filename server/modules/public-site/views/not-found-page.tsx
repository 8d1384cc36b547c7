/** @jsxImportSource preact */
import type { SiteContext } from './site-context';
import { SiteLayout } from './site-layout';

/** The page of an unknown address or a removed post, sent with its 404 or 410 status. */
export function NotFoundPage({ ctx, removed = false }: { ctx: SiteContext; removed?: boolean }) {
  const title = removed ? ctx.t('blog.removedTitle') : ctx.tn('common:notFound.title');
  const text = removed ? ctx.t('blog.removedText') : ctx.tn('common:notFound.text');
  return (
    <SiteLayout
      ctx={ctx}
      meta={{
        title,
        description: text,
        canonicalPath: ctx.path,
        languages: [ctx.language],
        noIndex: true,
      }}
    >
      <section className="my-10 rounded-lg border border-slate-200 bg-white p-6">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-base text-slate-700">{text}</p>
        <a
          href="/"
          className="mt-6 inline-block rounded-md bg-blue-900 px-5 py-2.5 font-semibold text-white"
        >
          {ctx.tn('common:notFound.backHome')}
        </a>
      </section>
    </SiteLayout>
  );
}
