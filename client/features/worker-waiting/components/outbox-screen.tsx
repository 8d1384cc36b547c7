import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@shared/i18n/languages';
import { AccessibilityLink } from '@/components/accessibility-link';
import { DocumentTitle } from '@/components/document-title';
import { Button, buttonClassName } from '@/components/ui/button';
import type { OutboxRecord } from '@/lib/outbox/outbox';
import { useOutbox } from '@/lib/outbox/use-outbox';
import { NoticeCard } from './notice-card';
import { RequestDecision } from './request-decision';
import { Surface } from './surface';
import { WaitingHeader } from './waiting-header';

interface OutboxScreenProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
}

/**
 * What this phone keeps to send (docs/offline-and-kiosk.md): each submission as queued, sent
 * (its number and live status) or given up; the page sends the queued ones itself.
 */
export function OutboxScreen({ language, onLanguageChange }: OutboxScreenProps) {
  const { t } = useTranslation('worker');
  const outbox = useOutbox();
  const records = outbox.records;
  return (
    <div className="min-h-dvh bg-slate-50">
      <DocumentTitle title={t('outbox.title')} />
      <WaitingHeader language={language} onLanguageChange={onLanguageChange} />
      <main className="mx-auto max-w-md space-y-4 px-4 py-5">
        <h1 className="text-xl font-bold text-slate-900">{t('outbox.title')}</h1>
        {records !== null && records.length === 0 && (
          <NoticeCard title={t('outbox.empty')} text={t('outbox.emptyText')}>
            <Link to="/worker" className={buttonClassName('primary', 'mt-4')}>
              {t('waiting.notFound.action')}
            </Link>
          </NoticeCard>
        )}
        {records?.map((record) => (
          <OutboxItem
            key={record.key}
            record={record}
            language={language}
            onSend={() => void outbox.flush()}
            onDismiss={() => void outbox.dismiss(record.key)}
          />
        ))}
      </main>
      <footer className="mx-auto max-w-md px-4 pb-6 text-center">
        <AccessibilityLink />
      </footer>
    </div>
  );
}

function OutboxItem({
  record,
  language,
  onSend,
  onDismiss,
}: {
  record: OutboxRecord;
  language: Language;
  onSend: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('worker');
  if (record.state === 'queued') {
    return (
      <Surface>
        <p className="text-sm text-slate-600">{record.siteName}</p>
        <p role="status" className="mt-1 text-lg font-bold text-amber-900">
          {t('outbox.queued')}
        </p>
        <p className="mt-2 text-base text-slate-700">{t('outbox.queuedText')}</p>
        <Button variant="secondary" className="mt-3" onClick={onSend}>
          {t('outbox.sendNow')}
        </Button>
      </Surface>
    );
  }
  if (record.state === 'sent') {
    return (
      <Surface>
        <p className="text-sm text-slate-600">{record.siteName}</p>
        <p className="mt-1 text-lg font-bold text-green-900">{t('outbox.sent')}</p>
        <RequestDecision requestId={record.requestId} requestNumber={record.requestNumber} />
        <Link
          to={`/waiting/${encodeURIComponent(record.requestId)}?lang=${encodeURIComponent(language)}`}
          className={buttonClassName('primary', 'mt-4 w-full')}
        >
          {t('outbox.open')}
        </Link>
      </Surface>
    );
  }
  return (
    <NoticeCard
      tone="error"
      title={record.siteName}
      text={
        record.reason === 'expired'
          ? t('outbox.expired')
          : t('outbox.refused', { message: record.message ?? '' })
      }
    >
      <Button className="mt-4" onClick={onDismiss}>
        {t('outbox.dismiss')}
      </Button>
    </NoticeCard>
  );
}
