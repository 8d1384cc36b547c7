import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QrScanner } from '@/features/worker-scan/components/qr-scanner';
import { SiteCodeForm } from '@/features/worker-scan/components/site-code-form';
import { languageScreenPath, type ScannedSite } from '@/features/worker-scan/lib/parse-site-qr';
import { DocumentTitle } from '@/components/document-title';

/** /worker/scan: the camera reads the site's QR code; the code can also be typed. */
export function ScanPage() {
  const { t } = useTranslation('worker');
  const navigate = useNavigate();
  const goToSite = (site: ScannedSite) => void navigate(languageScreenPath(site));
  return (
    <div className="min-h-dvh bg-slate-50">
      <DocumentTitle title={t('scan.title')} />
      <header className="bg-blue-900 text-white">
        <div className="mx-auto flex max-w-md items-center gap-3 px-4 py-3">
          <Link
            to="/worker"
            className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold underline-offset-4 hover:underline"
          >
            {t('scan.back')}
          </Link>
          <h1 className="text-lg font-bold">{t('scan.title')}</h1>
        </div>
      </header>
      <main className="mx-auto max-w-md space-y-6 px-4 py-5">
        <QrScanner onSite={goToSite} />
        <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="mb-3 text-lg font-bold text-slate-900">{t('scan.manualTitle')}</h2>
          <SiteCodeForm onSite={goToSite} />
        </section>
      </main>
    </div>
  );
}
