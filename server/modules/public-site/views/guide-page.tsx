/** @jsxImportSource preact */
import {
  GUIDE_SYSTEMS,
  type LandingField,
  type LandingTexts,
} from '@shared/schemas/landing-sections.schemas';
import { localizedPath, SITE_LANGUAGES } from '../page-language';
import type { SiteContext } from './site-context';
import { productPath, SiteLayout } from './site-layout';

/**
 * /marketing-systems-guide: the provider's systems side by side, each with its page. `texts`
 * are the owner's rewritten texts, which replace the built-in ones; Preact escapes them.
 */
export function GuidePage({
  ctx,
  texts,
  preview = false,
}: {
  ctx: SiteContext;
  texts: LandingTexts;
  /** The owner's draft, which nobody else sees and no search engine indexes. */
  preview?: boolean;
}) {
  const text = (field: LandingField, builtIn: string) => texts[field] || ctx.t(builtIn);
  return (
    <SiteLayout
      ctx={ctx}
      meta={{
        title: text('title', 'guide.title'),
        description: text('description', 'guide.description'),
        canonicalPath: '/marketing-systems-guide',
        languages: SITE_LANGUAGES,
        noIndex: preview,
      }}
    >
      <section className="py-10">
        <h1 className="text-3xl leading-tight font-extrabold text-blue-950 sm:text-4xl">
          {text('headline', 'guide.headline')}
        </h1>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">
          {text('intro', 'guide.intro')}
        </p>
      </section>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{text('title', 'guide.title')}</caption>
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
            {GUIDE_SYSTEMS.map((product) => (
              <tr key={product} className="border-t border-slate-200 align-top">
                <th scope="row" className="p-3 text-start">
                  <a
                    href={localizedPath(productPath(ctx, product), ctx.language)}
                    className="font-semibold text-blue-900 underline"
                  >
                    {ctx.t(`products.${product}.name`)}
                  </a>
                </th>
                <td className="p-3 text-slate-700">
                  {text(`systems.${product}.forWhom`, `products.${product}.audience`)}
                </td>
                <td className="p-3 text-slate-700">
                  {text(`systems.${product}.whatItDoes`, `products.${product}.description`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SiteLayout>
  );
}
