import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import { AccessibilityLink } from '@/components/accessibility-link';
import { Alert } from '@/components/ui/alert';
import { DocumentTitle } from '@/components/document-title';
import { publicSiteQuery } from '@/data/sites';
import { textLanguage } from '@/lib/text-language';
import { SiteInquiryForm } from './site-inquiry-form';

/**
 * /contact/{site code}: what the site's language screen links to for whoever is not coming to
 * work: the site's name and a form whose message reaches the site's staff.
 */
export function ContactSiteScreen({ siteCode }: { siteCode: string }) {
  const { t, i18n } = useTranslation('site-inquiry');
  const site = useQuery(publicSiteQuery({ code: siteCode, siteId: null }));
  const language = isLanguage(i18n.language) ? i18n.language : 'he';
  const siteName = site.data ? resolveText(site.data.name, language) : null;

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <DocumentTitle title={siteName ? `${t('title')} · ${siteName.text}` : t('title')} />
      <header className="bg-blue-900 px-4 pt-6 pb-5 text-white">
        <div className="mx-auto max-w-md">
          <p {...textLanguage(siteName?.lang)} className="min-h-8 text-2xl font-bold">
            {siteName?.text}
          </p>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-4 px-4 py-5">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        {site.isError ? (
          <Alert tone="error">{t('siteNotFound')}</Alert>
        ) : (
          <>
            <p className="text-base text-slate-700">{t('intro')}</p>
            <SiteInquiryForm siteCode={siteCode} />
          </>
        )}
      </main>
      <footer className="mx-auto w-full max-w-md px-4 pb-6 text-center">
        <AccessibilityLink />
      </footer>
    </div>
  );
}
