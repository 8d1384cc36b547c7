import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '@shared/i18n/languages';
import { LanguageSelect } from '@/components/language-select';
import { buttonClassName } from '@/components/ui/button';
import { SiteCodeForm } from '@/features/worker-scan/components/site-code-form';
import { languageScreenPath, type ScannedSite } from '@/features/worker-scan/lib/parse-site-qr';
import { changeLanguage } from '@/lib/i18n';
import { DocumentTitle } from '@/components/document-title';

const STEPS = ['language', 'form', 'approval'] as const;

/**
 * Where a worker lands without a site: /worker and /worker/entry show the full entry screen
 * (scan or type the site code, and how entry works); any other /worker/... address is a broken
 * or old link and shows the short one, which says so.
 */
function WorkerEntryScreen({ isBrokenLink }: { isBrokenLink: boolean }) {
  const { t, i18n } = useTranslation('worker');
  const navigate = useNavigate();
  const goToSite = (site: ScannedSite) => void navigate(languageScreenPath(site));
  return (
    <div className="min-h-dvh bg-slate-50">
      <DocumentTitle title={t('entry.title')} />
      <header className="bg-blue-900 text-white">
        <div className="mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="text-lg font-bold">{t('appName', { ns: 'common' })}</p>
          <LanguageSelect
            value={isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE}
            onChange={(language) => void changeLanguage(language)}
            label={t('languageLabel')}
          />
        </div>
      </header>
      <main className="mx-auto max-w-md px-4 py-6">
        <h1 className="text-2xl font-bold text-slate-900">{t('entry.title')}</h1>
        {isBrokenLink ? (
          <p
            role="alert"
            className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-base text-amber-950"
          >
            {t('entry.incompleteLink')}
          </p>
        ) : null}
        <p className="mt-2 text-base leading-relaxed text-slate-700">{t('entry.intro')}</p>
        <Link
          to="/worker/scan"
          className={buttonClassName('primary', 'mt-5 min-h-16 w-full text-lg')}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 8V5a1 1 0 011-1h3M16 4h3a1 1 0 011 1v3M20 16v3a1 1 0 01-1 1h-3M8 20H5a1 1 0 01-1-1v-3M8 8h3v3H8zM13 13h3v3h-3zM13 8h3M8 13v3" />
          </svg>
          {t('entry.scan')}
        </Link>
        <p className="my-5 flex items-center gap-3 text-sm text-slate-500 before:h-px before:flex-1 before:bg-slate-300 after:h-px after:flex-1 after:bg-slate-300">
          {t('entry.or')}
        </p>
        <SiteCodeForm onSite={goToSite} />
        {isBrokenLink ? null : (
          <section className="mt-8 rounded-xl border border-slate-200 bg-white p-4">
            <h2 className="text-lg font-bold text-slate-900">{t('entry.stepsTitle')}</h2>
            <ol className="mt-3 space-y-3">
              {STEPS.map((step, index) => (
                <li key={step} className="flex gap-3 text-base text-slate-800">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-900 font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-1 wrap-anywhere">{t(`entry.steps.${step}`)}</span>
                </li>
              ))}
            </ol>
          </section>
        )}
      </main>
    </div>
  );
}

/** /worker and /worker/entry. */
export function WorkerEntryPage() {
  return <WorkerEntryScreen isBrokenLink={false} />;
}

/** /worker/* and /worker/{not digits}/{...}. */
export function WorkerFallbackPage() {
  return <WorkerEntryScreen isBrokenLink />;
}
