import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  directionOf,
  isLanguage,
  type Language,
} from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import { AccessibilityLink } from '@/components/accessibility-link';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button';
import { DocumentTitle } from '@/components/document-title';
import { useBootScreenDone } from '@/lib/boot-screen';
import { changeLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { LANGUAGES_WITH_SCRIPT_FONTS, loadScriptFontFor } from '@/lib/script-fonts';
import { textLanguage } from '@/lib/text-language';
import { countEntryStep } from '@/lib/visit-beacon';
import { useSiteLookup } from '../api/get-site-name';
import type { SiteRef } from '@/data/sites';
import { workerFormLink } from '@shared/routing/worker-links';
import { lookupRef } from '../lib/site-ref';

interface LanguageScreenProps {
  site: SiteRef;
  /** The preview flag of the link, carried to the form only when it was there. */
  preview: string | null;
}

/** No site answers to the link: say so, and offer the two ways to find the right one. */
function UnknownSite() {
  const { t } = useTranslation('worker');
  return (
    <div className="mt-4 space-y-3">
      <Alert tone="error">{t('siteCode.notFound')}</Alert>
      <div className="flex flex-col gap-2">
        <Link to="/worker/scan" className={buttonClassName('primary', 'min-h-14 w-full text-lg')}>
          {t('entry.scan')}
        </Link>
        <Link to="/worker" className={buttonClassName('secondary', 'min-h-14 w-full text-lg')}>
          {t('language.typeCode')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The first screen after the QR code: the site's name and the nine
 * languages, each in its own script. For a known site the server sends this screen already drawn
 * (server/modules/worker-page/worker-language-boot.tsx), in the same markup, which this one
 * replaces. The site is checked at once; a tap on a language opens the
 * form in it. For a link no site answers to, the languages only switch the page, so the worker
 * reads the message and the ways on in his own language.
 */
export function LanguageScreen({ site, preview }: LanguageScreenProps) {
  useBootScreenDone();
  const { t, i18n } = useTranslation('worker');
  const navigate = useNavigate();
  const lookup = useSiteLookup(site);
  const selected: Language = isLanguage(i18n.language) ? i18n.language : 'he';
  const siteName = lookup.name ? resolveText(lookup.name, selected) : null;
  // Each language's name is written in its own script, which this phone may have no font for.
  useEffect(() => {
    for (const language of LANGUAGES_WITH_SCRIPT_FONTS) {
      void loadScriptFontFor(language, LANGUAGE_NAMES[language]);
    }
  }, []);

  // A manager's preview is not a worker's visit.
  const ref = lookupRef(site);
  const countedSite =
    ref && lookup.name && preview === null ? (ref.code ?? String(ref.siteId)) : null;
  useEffect(() => {
    if (countedSite) countEntryStep('arrive', countedSite, selected);
  }, [countedSite, selected]);

  async function choose(language: Language) {
    await changeLanguage(language);
    if (countedSite) countEntryStep('language', countedSite, language);
    if (!lookup.isUnknown) await navigate(workerFormLink(site, language, preview));
  }

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <DocumentTitle
        title={siteName?.text ? `${t('selectLanguage')} · ${siteName.text}` : t('selectLanguage')}
      />
      <header className="bg-blue-900 px-4 pt-6 pb-5 text-white">
        <div className="mx-auto max-w-md">
          <p className="text-sm font-medium text-blue-100">{t('language.siteLabel')}</p>
          <p
            {...textLanguage(siteName?.lang)}
            className="mt-1 min-h-8 text-2xl font-bold"
            data-testid="site-name"
          >
            {siteName?.text}
          </p>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 py-5">
        <h1 className="text-2xl font-bold text-slate-900">{t('selectLanguage')}</h1>
        {lookup.isUnknown ? (
          <UnknownSite />
        ) : (
          <p className="mt-1 text-base text-slate-700">{t('language.intro')}</p>
        )}
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
                  onClick={() => void choose(language)}
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
      </main>
      <footer className="mx-auto flex w-full max-w-md flex-col items-center gap-3 px-4 pb-6 text-center">
        {/* Neighbours, suppliers and visitors open the same poster: their way to the site's team. */}
        {ref?.code && !lookup.isUnknown && (
          <Link
            to={`/contact/${encodeURIComponent(ref.code)}`}
            className="text-base font-medium text-blue-900 underline"
          >
            {t('language.contactSite')}
          </Link>
        )}
        <AccessibilityLink />
      </footer>
    </div>
  );
}
