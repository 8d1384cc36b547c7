import { LANGUAGES, directionOf, type Language } from '@shared/i18n/languages';
import { byCatalog } from '@/lib/catalog-modules';

interface PosterCatalog {
  scanToEnter: string;
}

// A poster speaks all nine languages at once, so all nine small catalogs come with this screen.
const catalogs = byCatalog(
  import.meta.glob<PosterCatalog>('@shared/i18n/locales/*/poster.json', {
    eager: true,
    import: 'default',
  }),
);

export interface PosterLine {
  language: Language;
  direction: 'rtl' | 'ltr';
  text: string;
}

/** "Scan to request entry" in each worker language, Hebrew first (docs/languages.md). */
export const SCAN_TO_ENTER: PosterLine[] = LANGUAGES.map((language) => {
  const catalog = catalogs.get(`${language}/poster`);
  if (!catalog) throw new Error(`No poster catalog for ${language}`);
  return { language, direction: directionOf(language), text: catalog.scanToEnter };
});
