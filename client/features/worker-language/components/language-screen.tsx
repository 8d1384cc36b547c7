import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  directionOf,
  isLanguage,
  type Language,
} from '@shared/i18n/languages';
import { Button } from '@/components/ui/button';
import { changeLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useSiteName } from '../api/get-site-name';
import { formLink, type SiteRef } from '../lib/site-ref';
import { DocumentTitle } from '@/components/document-title';

interface LanguageScreenProps {
  site: SiteRef;
  /** The preview flag of the link, carried to the form only when it was there. */
  preview: string | null;
}

/**
 * The first screen after the QR code: the site's name and the nine
 * languages, each in its own script. A tap switches the whole page, direction included, so the
 * worker sees the choice work before going on.
 */
export function LanguageScreen({ site, preview }: LanguageScreenProps) {
  const { t, i18n } = useTranslation('worker');
  const navigate = useNavigate();
  const siteName = useSiteName(site);
  const selected: Language = isLanguage(i18n.language) ? i18n.language : 'he';

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <DocumentTitle
        title={siteName ? `${t('selectLanguage')} · ${siteName}` : t('selectLanguage')}
      />
      <header className="bg-blue-900 px-4 pt-6 pb-5 text-white">
        <div className="mx-auto max-w-md">
          <p className="text-sm font-medium text-blue-100">{t('language.siteLabel')}</p>
          <p dir="auto" className="mt-1 min-h-8 text-2xl font-bold" data-testid="site-name">
            {siteName}
          </p>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 py-5">
        <h1 className="text-2xl font-bold text-slate-900">{t('selectLanguage')}</h1>
        <p className="mt-1 text-base text-slate-700">{t('language.intro')}</p>
        <ul className="mt-4 grid grid-cols-2 gap-3">
          {LANGUAGES.map((language) => {
            const isSelected = language === selected;
            return (
              <li key={language}>
                <button
                  type="button"
                  lang={language}
                  dir={directionOf(language)}
                  aria-pressed={isSelected}
                  onClick={() => void changeLanguage(language)}
                  className={cn(
                    'flex min-h-16 w-full items-center justify-center rounded-xl border-2 px-3 text-lg font-semibold transition-colors',
                    isSelected
                      ? 'border-blue-900 bg-blue-900 text-white'
                      : 'border-slate-300 bg-white text-slate-900 active:bg-slate-100',
                  )}
                >
                  {LANGUAGE_NAMES[language]}
                </button>
              </li>
            );
          })}
        </ul>
        <div className="sticky bottom-0 mt-auto bg-slate-50 pt-5 pb-4">
          <Button
            className="min-h-14 w-full text-lg"
            onClick={async () => {
              // Saved even when the worker keeps the language the page opened in.
              await changeLanguage(selected);
              await navigate(formLink(site, selected, preview));
            }}
          >
            {t('continue')}
          </Button>
        </div>
      </main>
    </div>
  );
}
