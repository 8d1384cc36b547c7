import type { Language } from '@shared/i18n/languages';
import type { LandingPath } from '@shared/routing/site-paths';
import type { PageAssets } from '../page-assets';
import type { SiteText } from '../page-language';

/** What every server-rendered page needs besides its own content. */
export interface SiteContext extends SiteText {
  /** The public origin, for canonical, hreflang and Open Graph addresses. */
  origin: string;
  assets: PageAssets;
  /** Every landing address under the configured brand. */
  landings: LandingPath[];
  /** The address being answered, for the language links. */
  path: string;
}

export interface PageMeta {
  title: string;
  description: string;
  /** The indexed address of the page, without the language query. */
  canonicalPath: string;
  /** The languages this page exists in; hreflang links name each of them. */
  languages: readonly Language[];
  type?: 'website' | 'article';
  image?: string | null;
  publishedAt?: string | null;
  /** Pages not to index (a 404, a preview). */
  noIndex?: boolean;
}
