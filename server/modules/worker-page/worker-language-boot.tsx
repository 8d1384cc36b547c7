/** @jsxImportSource preact */
import { renderToString } from 'preact-render-to-string';
import { LANGUAGES, LANGUAGE_NAMES, directionOf, type Language } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import type { PublicSite } from '@shared/schemas/site.schemas';
import { accessibilityStatementPath } from '@shared/routing/site-paths';
import { workerFormLink } from '@shared/routing/worker-links';
import { catalogText } from '../../lib/catalog';
import { bootDocument } from './boot-document';
import { fontFaceStyle, type scriptFontFaces } from './script-font-faces';

const CHOICE =
  'flex min-h-16 w-full items-center justify-center rounded-xl border-2 px-3 text-lg font-semibold transition-colors';
const CHOSEN = 'border-blue-900 bg-blue-900 text-white';
const NOT_CHOSEN = 'border-slate-300 bg-white text-slate-900 active:bg-slate-100';

/**
 * The language screen as the app draws it for a known site, in the markup and classes of its
 * LanguageScreen, so the app's first render replaces it without a visible change
 * (e2e/worker-form-boot.spec.ts compares the two). Each language is a link to the form in that
 * language, so a tap before the scripts have run still takes the worker on.
 */
function WorkerLanguageBoot({ site, language }: { site: PublicSite; language: Language }) {
  const text = (key: string) => catalogText(language, 'worker', key);
  const siteName = resolveText(site.name, language);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="bg-blue-900 px-4 pt-6 pb-5 text-white">
        <div className="mx-auto max-w-md">
          <p className="text-sm font-medium text-blue-100">{text('language.siteLabel')}</p>
          <p
            lang={siteName.lang}
            dir={siteName.dir}
            className="mt-1 min-h-8 text-2xl font-bold"
            data-testid="site-name"
          >
            {siteName.text}
          </p>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 py-5">
        <h1 className="text-2xl font-bold text-slate-900">{text('selectLanguage')}</h1>
        <p className="mt-1 text-base text-slate-700">{text('language.intro')}</p>
        <ul className="mt-4 grid grid-cols-2 gap-3">
          {LANGUAGES.map((choice) => (
            <li key={choice}>
              <a
                href={workerFormLink({ code: site.code, siteId: null }, choice)}
                lang={choice}
                dir={directionOf(choice)}
                className={`${CHOICE} ${choice === language ? CHOSEN : NOT_CHOSEN}`}
              >
                {LANGUAGE_NAMES[choice]}
              </a>
            </li>
          ))}
        </ul>
      </main>
      <footer className="mx-auto w-full max-w-md px-4 pb-6 text-center">
        <a href={accessibilityStatementPath(language)} className="text-sm text-blue-900 underline">
          {catalogText(language, 'common', 'accessibilityStatement')}
        </a>
      </footer>
    </div>
  );
}

/**
 * The language screen's page: the built index.html with the screen already in it, and the font
 * faces of the scripts it draws: every language's name is written in its own script, and a
 * phone without Devanagari or Chinese fonts shows boxes until the app's scripts load the fonts,
 * or forever where scripts do not run.
 */
export function workerLanguageDocument(
  indexHtml: string,
  site: PublicSite,
  language: Language,
  fontFaces: Awaited<ReturnType<typeof scriptFontFaces>>,
) {
  const siteName = resolveText(site.name, language);
  const title = `${catalogText(language, 'worker', 'selectLanguage')} · ${siteName.text}`;
  const boot = renderToString(<WorkerLanguageBoot site={site} language={language} />);
  const texts: Partial<Record<Language, string>> = { ...LANGUAGE_NAMES };
  // The screen's own words are in its language; their characters come from the same fonts.
  texts[language] +=
    catalogText(language, 'worker', 'selectLanguage') +
    catalogText(language, 'worker', 'language.intro') +
    catalogText(language, 'worker', 'language.siteLabel') +
    catalogText(language, 'common', 'accessibilityStatement');
  texts[siteName.lang] += siteName.text;
  return bootDocument(indexHtml, {
    language,
    title,
    boot,
    site,
    head: fontFaceStyle(fontFaces, texts),
  });
}
