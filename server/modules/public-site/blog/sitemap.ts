import { DEFAULT_LANGUAGE, type Language } from '@shared/i18n/languages';
import { localizedPath } from '../page-language';
import { buildXml } from './xml';

export interface SitemapPage {
  path: string;
  /** The languages the page exists in; each gets its own entry with the others as alternates. */
  languages: readonly Language[];
  lastModified?: Date;
}

/** sitemap.xml: every public page in every language, with hreflang alternates. */
export function buildSitemap(origin: string, pages: SitemapPage[]): string {
  const url = (path: string, language: Language) => `${origin}${localizedPath(path, language)}`;
  return buildXml({
    urlset: {
      '@xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      '@xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
      url: pages.flatMap((page) =>
        page.languages.map((language) => ({
          loc: url(page.path, language),
          ...(page.lastModified ? { lastmod: page.lastModified.toISOString() } : {}),
          'xhtml:link': [
            ...page.languages.map((alternate) => ({
              '@rel': 'alternate',
              '@hreflang': alternate,
              '@href': url(page.path, alternate),
            })),
            ...(page.languages.includes(DEFAULT_LANGUAGE)
              ? [
                  {
                    '@rel': 'alternate',
                    '@hreflang': 'x-default',
                    '@href': url(page.path, DEFAULT_LANGUAGE),
                  },
                ]
              : []),
          ],
        })),
      ),
    },
  });
}
