/** @jsxImportSource preact */
import type { ProductLine } from '../../../../shared/routing/site-paths';
import { localizedPath, SITE_LANGUAGES } from '../page-language';
import type { SiteContext } from './site-context';
import { productPath, SiteLayout } from './site-layout';

const COMPARED: ProductLine[] = [
  'entry',
  'scaffolding',
  'construction',
  'aluminum',
  'progress',
  'cleaning',
  'work',
];

/** /marketing-systems-guide: the provider's systems side by side, each with its page. */
export function GuidePage({ ctx }: { ctx: SiteContext }) {
  return (
    <SiteLayout
      ctx={ctx}
      meta={{
        title: ctx.t('guide.title'),
        description: ctx.t('guide.description'),
        canonicalPath: '/marketing-systems-guide',
        languages: SITE_LANGUAGES,
      }}
    >
      <section className="py-10">
        <h1 className="text-3xl leading-tight font-extrabold text-blue-950 sm:text-4xl">
          {ctx.t('guide.headline')}
        </h1>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">
          {ctx.t('guide.intro')}
        </p>
      </section>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{ctx.t('guide.title')}</caption>
          <thead className="bg-slate-100 text-slate-900">
            <tr>
              <th scope="col" className="p-3 text-start">
                {ctx.t('guide.columns.product')}
              </th>
              <th scope="col" className="p-3 text-start">
                {ctx.t('guide.columns.forWhom')}
              </th>
              <th scope="col" className="p-3 text-start">
                {ctx.t('guide.columns.whatItDoes')}
              </th>
            </tr>
          </thead>
          <tbody>
            {COMPARED.map((product) => (
              <tr key={product} className="border-t border-slate-200 align-top">
                <th scope="row" className="p-3 text-start">
                  <a
                    href={localizedPath(productPath(ctx, product), ctx.language)}
                    className="font-semibold text-blue-900 underline"
                  >
                    {ctx.t(`products.${product}.name`)}
                  </a>
                </th>
                <td className="p-3 text-slate-700">{ctx.t(`products.${product}.audience`)}</td>
                <td className="p-3 text-slate-700">{ctx.t(`products.${product}.description`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SiteLayout>
  );
}
