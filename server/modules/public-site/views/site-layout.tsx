/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { LANGUAGE_NAMES, type Language } from '@shared/i18n/languages';
import {
  ACCESSIBILITY_PATH,
  BLOG_PATH,
  PRODUCT_LINES,
  type ProductLine,
} from '@shared/routing/site-paths';
import { SITE_LANGUAGES, localizedPath } from '../page-language';
import { Document } from './document';
import type { PageMeta, SiteContext } from './site-context';

/** The main address of each product line's landing page, for the menus. */
export function productPath(ctx: SiteContext, product: ProductLine): string {
  const found = ctx.landings.find((l) => l.product === product && l.kind === 'landing');
  return found ? found.canonical : '/marketing';
}

const NAV_PRODUCTS: ProductLine[] = ['entry', 'scaffolding', 'construction', 'progress'];

/** Header, content and footer of every public page, inside the full document. */
export function SiteLayout({
  ctx,
  meta,
  languages = SITE_LANGUAGES,
  children,
}: {
  ctx: SiteContext;
  meta: PageMeta;
  /** The languages the footer offers this page in. */
  languages?: readonly Language[];
  children: ComponentChildren;
}) {
  const link = (path: string) => localizedPath(path, ctx.language);
  return (
    <Document ctx={ctx} meta={meta}>
      <header className="bg-blue-900 text-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <a href={link('/marketing')} className="text-lg font-bold">
            {ctx.t('site.name')}
          </a>
          <nav aria-label={ctx.t('nav.label')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {NAV_PRODUCTS.map((product) => (
              <a key={product} href={link(productPath(ctx, product))} className="hover:underline">
                {ctx.t(`products.${product}.name`)}
              </a>
            ))}
            <a href={link(BLOG_PATH)} className="hover:underline">
              {ctx.t('nav.blog')}
            </a>
          </nav>
          <a
            href="/login"
            className="ms-auto rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-blue-900"
          >
            {ctx.t('nav.signIn')}
          </a>
        </div>
      </header>
      <main id="content" className="mx-auto max-w-5xl px-4">
        {children}
      </main>
      <footer className="mt-12 border-t border-slate-200 bg-white">
        <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 text-sm sm:grid-cols-3">
          <nav aria-label={ctx.t('nav.products')}>
            <h2 className="mb-2 font-semibold text-slate-900">{ctx.t('nav.products')}</h2>
            <ul className="grid gap-1">
              {PRODUCT_LINES.map((product) => (
                <li key={product}>
                  <a href={link(productPath(ctx, product))} className="text-blue-900 underline">
                    {ctx.t(`products.${product}.name`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={ctx.t('nav.more')}>
            <h2 className="mb-2 font-semibold text-slate-900">{ctx.t('nav.more')}</h2>
            <ul className="grid gap-1">
              <li>
                <a href={link('/marketing-systems-guide')} className="text-blue-900 underline">
                  {ctx.t('guide.name')}
                </a>
              </li>
              <li>
                <a href={link(BLOG_PATH)} className="text-blue-900 underline">
                  {ctx.t('nav.blog')}
                </a>
              </li>
              <li>
                <a href="/login" className="text-blue-900 underline">
                  {ctx.t('nav.signIn')}
                </a>
              </li>
              <li>
                <a href={link(ACCESSIBILITY_PATH)} className="text-blue-900 underline">
                  {ctx.tn('common:accessibilityStatement')}
                </a>
              </li>
            </ul>
          </nav>
          <nav aria-label={ctx.t('nav.language')}>
            <h2 className="mb-2 font-semibold text-slate-900">{ctx.t('nav.language')}</h2>
            <ul className="grid gap-1">
              {languages.map((language) => (
                <li key={language}>
                  <a
                    href={localizedPath(ctx.path, language)}
                    hrefLang={language}
                    lang={language}
                    aria-current={language === ctx.language ? 'true' : undefined}
                    className="text-blue-900 underline"
                  >
                    {LANGUAGE_NAMES[language]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
    </Document>
  );
}
