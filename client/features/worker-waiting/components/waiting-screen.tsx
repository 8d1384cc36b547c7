import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WAITING_PAGE_AUTO_CLOSE_MS } from '@shared/constants';
import type { Language } from '@shared/i18n/languages';
import type { EntryRequestStatus } from '@shared/schemas/entry-request.schemas';
import { AccessibilityLink } from '@/components/accessibility-link';
import { Button, buttonClassName } from '@/components/ui/button';
import { ApiClientError } from '@/lib/api-client';
import { isDecided, useEntryRequest } from '../api/get-entry-request';
import { useAutoClose } from '../hooks/use-auto-close';
import { useEntryLiveUpdates } from '../hooks/use-entry-live-updates';
import { ApprovedLook } from './approved-look';
import { ComingLook } from './coming-look';
import { NoticeCard } from './notice-card';
import { PendingLook } from './pending-look';
import { RejectedLook } from './rejected-look';
import { Spinner } from './status-icons';
import { WaitingHeader } from './waiting-header';
import { DocumentTitle } from '@/components/document-title';

interface WaitingScreenProps {
  requestId: string;
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** What the page composes under the request while it is live (the site's daily briefing). */
  below?: ReactNode;
}

/** Each status's look, whose `status` text names it in words. */
const LOOK_OF = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  safety_manager_coming: 'coming',
} as const;

/** 404, or 400 for an id that cannot be one: either way there is no such request. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiClientError && (error.status === 404 || error.status === 400);
}

/**
 * The worker's waiting page: the request's look for its status,
 * read every 10 s and at once on a real-time message; after 2 hours it closes or says it
 * expired.
 */
export function WaitingScreen({
  requestId,
  language,
  onLanguageChange,
  below,
}: WaitingScreenProps) {
  const { t } = useTranslation('worker');
  const isExpired = useAutoClose(WAITING_PAGE_AUTO_CLOSE_MS);
  const request = useEntryRequest(requestId, { isPolling: !isExpired });
  const { isTimedOut } = useEntryLiveUpdates(requestId, {
    // Opened after the first read, whose answer it then keeps fresh; closed once it is final.
    isEnabled: !isExpired && request.data !== undefined && !isDecided(request.data),
    onStatusChange: () => void request.refetch(),
  });

  return (
    <div className="min-h-dvh bg-slate-50">
      <DocumentTitle title={t('waiting.title')} />
      <WaitingHeader language={language} onLanguageChange={onLanguageChange} />
      {/* One region that stays while the looks change, so a screen reader says each new status;
          the looks themselves, and their running timer, are not announced. */}
      <p role="status" className="sr-only" data-testid="status-announcement">
        {request.data && !isExpired
          ? t('waiting.statusAnnouncement', {
              status: t(`waiting.${LOOK_OF[request.data.status]}.status`),
            })
          : ''}
      </p>
      <main className="mx-auto max-w-md space-y-4 px-4 py-5">
        {isExpired ? (
          // The last answer seen may be stale by now, so it is not shown as if it were live.
          <NoticeCard title={t('waiting.expired.title')} text={t('waiting.expired.text')}>
            <RefreshButton />
          </NoticeCard>
        ) : (
          <>
            {isTimedOut ? (
              <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
                <p className="text-base text-amber-950">{t('waiting.connectionTimeout')}</p>
                <RefreshButton />
              </div>
            ) : null}
            <RequestContent request={request} />
            {request.data && below}
          </>
        )}
      </main>
      <footer className="mx-auto max-w-md px-4 pb-6 text-center">
        <AccessibilityLink />
      </footer>
    </div>
  );
}

/** The request's look, or why there is none yet. */
function RequestContent({ request }: { request: ReturnType<typeof useEntryRequest> }) {
  const { t } = useTranslation('worker');
  if (request.data) return <StatusLook request={request.data} />;
  if (!request.isError) {
    return (
      <div role="status" className="py-16">
        <Spinner />
        <span className="sr-only">{t('loading', { ns: 'common' })}</span>
      </div>
    );
  }
  if (isMissing(request.error)) {
    return (
      <NoticeCard title={t('waiting.notFound.title')} text={t('waiting.notFound.text')}>
        <Link to="/worker" className={buttonClassName('primary', 'mt-4')}>
          {t('waiting.notFound.action')}
        </Link>
      </NoticeCard>
    );
  }
  return (
    <NoticeCard
      tone="error"
      title={t('waiting.loadError.title')}
      text={t('waiting.loadError.text')}
    >
      <Button className="mt-4" onClick={() => void request.refetch()}>
        {t('retry', { ns: 'common' })}
      </Button>
    </NoticeCard>
  );
}

function StatusLook({ request }: { request: EntryRequestStatus }) {
  switch (request.status) {
    case 'approved':
      return <ApprovedLook request={request} />;
    case 'rejected':
      return <RejectedLook request={request} />;
    case 'safety_manager_coming':
      return <ComingLook request={request} />;
    case 'pending':
      return <PendingLook request={request} />;
  }
}

function RefreshButton() {
  const { t } = useTranslation('worker');
  return (
    <Button className="mt-3" onClick={() => window.location.reload()}>
      {t('waiting.refresh')}
    </Button>
  );
}
