import { useTranslation } from 'react-i18next';
import type { EntryRequestStatus } from '@shared/schemas/entry-request.schemas';
import { CloseButton } from './close-button';
import { RequestDetails } from './request-details';
import { RejectedBadge } from './status-icons';
import { StatusPill } from './status-pill';
import { Surface } from './surface';

export function RejectedLook({ request }: { request: EntryRequestStatus }) {
  const { t } = useTranslation('worker');
  const reason = request.rejectionReason ?? request.entryRequest.rejectionReason;
  return (
    <>
      <Surface tone="rejected" className="text-center">
        <RejectedBadge />
        <h1 className="mt-4 text-2xl font-bold text-red-900">{t('waiting.rejected.heading')}</h1>
        <StatusPill tone="rejected">{t('waiting.rejected.status')}</StatusPill>
        {reason ? (
          <div className="mt-4 rounded-lg bg-red-50 p-4 text-start">
            <h2 className="text-sm font-semibold text-red-900">{t('waiting.rejected.reason')}</h2>
            <p dir="auto" className="mt-1 text-lg whitespace-pre-line text-slate-900">
              {reason}
            </p>
          </div>
        ) : null}
        <p className="mt-4 text-base text-slate-700">{t('waiting.rejected.advice')}</p>
      </Surface>
      <RequestDetails request={request} />
      <CloseButton />
    </>
  );
}
