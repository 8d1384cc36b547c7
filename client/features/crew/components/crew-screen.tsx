import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import type { CrewSubmitResponse } from '@shared/schemas/crew.schemas';
import { AccessibilityLink } from '@/components/accessibility-link';
import { DocumentTitle } from '@/components/document-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { foremanStatusQuery } from '@/data/crews';
import { publicSiteQuery } from '@/data/sites';
import { CrewForm } from './crew-form';

interface CrewScreenProps {
  siteCode: string;
  language: Language;
  /** A named foreman's pass, from his link's fragment; null for a recognised worker's phone. */
  pass: string | null;
}

/** /crew/:siteCode: a foreman signs in his crew on his own phone. */
export function CrewScreen({ siteCode, language, pass }: CrewScreenProps) {
  const { t } = useTranslation('crew');
  const site = useQuery(publicSiteQuery({ code: siteCode, siteId: null }));
  const foreman = useQuery(foremanStatusQuery(site.data?.id ?? null, pass));
  const [sent, setSent] = useState<CrewSubmitResponse | null>(null);

  let body;
  if (site.isError || foreman.isError) {
    body = <Alert tone="error">{t('screen.loadError')}</Alert>;
  } else if (!site.data || !foreman.data) {
    body = <p role="status">{t('loading', { ns: 'common' })}</p>;
  } else if (!foreman.data.isForeman) {
    body = (
      <Alert tone="warning">
        <p className="font-semibold">{t('screen.notForemanTitle')}</p>
        <p className="mt-1">{t('screen.notForemanText')}</p>
      </Alert>
    );
  } else if (sent) {
    body = <CrewSent result={sent} language={language} onAnother={() => setSent(null)} />;
  } else {
    body = (
      <>
        <p className="text-base text-slate-700">
          {t('screen.foreman', { name: foreman.data.name })}
        </p>
        <CrewForm
          siteId={site.data.id}
          language={language}
          pass={pass}
          maxCrewSize={foreman.data.maxCrewSize}
          onSent={setSent}
        />
      </>
    );
  }
  return (
    <div className="min-h-dvh bg-slate-50">
      <DocumentTitle title={t('screen.title')} />
      <main className="mx-auto flex max-w-md flex-col gap-4 px-4 py-5">
        <h1 className="text-2xl font-bold text-slate-900">{t('screen.title')}</h1>
        {site.data && (
          <p dir="auto" className="text-lg text-slate-800">
            {resolveText(site.data.name, language).text}
          </p>
        )}
        {body}
      </main>
      <footer className="mx-auto max-w-md px-4 pb-6 text-center">
        <AccessibilityLink />
      </footer>
    </div>
  );
}

function CrewSent({
  result,
  language,
  onAnother,
}: {
  result: CrewSubmitResponse;
  language: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation('crew');
  return (
    <section className="flex flex-col gap-3" aria-labelledby="crew-sent">
      <Alert tone="success">
        <h2 id="crew-sent" className="text-lg font-bold">
          {t('sent.title', { total: result.requests.length })}
        </h2>
        <p className="mt-1">{t('sent.text')}</p>
      </Alert>
      <ol className="flex flex-col gap-2">
        {result.requests.map((request, index) => (
          <li key={request.id}>
            <Link
              to={`/worker/waiting/${request.id}?lang=${language}`}
              className="text-blue-800 underline"
            >
              {t('sent.request', { number: index + 1, requestNumber: request.requestNumber })}
            </Link>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={onAnother}>
        {t('sent.another')}
      </Button>
    </section>
  );
}
