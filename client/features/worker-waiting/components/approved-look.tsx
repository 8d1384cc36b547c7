import { useTranslation } from 'react-i18next';
import type { EntryRequestStatus } from '@shared/schemas/entry-request.schemas';
import { CloseButton } from './close-button';
import { RequestDetails } from './request-details';
import { SignOutPanel } from './sign-out-panel';
import { Surface } from './surface';
import { ApprovedBadge } from './status-icons';
import { StatusPill } from './status-pill';

export function ApprovedLook({ request }: { request: EntryRequestStatus }) {
  const { t } = useTranslation('worker');
  return (
    <>
      <Surface tone="approved" className="text-center">
        <ApprovedBadge />
        <h1 className="mt-4 text-2xl font-bold text-green-900">
          {t('waiting.approved.welcome', { name: request.worker.firstName })}
        </h1>
        <StatusPill tone="approved">{t('waiting.approved.status')}</StatusPill>
        <p className="mt-4 text-lg text-slate-800">{t('waiting.approved.confirmation')}</p>
        <div className="mx-auto mt-4 w-fit rounded-xl bg-green-50 px-6 py-3">
          <p className="text-sm text-green-900">{t('details.requestNumber')}</p>
          <p dir="ltr" className="text-4xl font-extrabold tabular-nums text-green-900">
            {request.requestNumber}
          </p>
        </div>
        <p className="mt-4 text-sm text-slate-600">{t('waiting.approved.showAtGate')}</p>
      </Surface>
      <RequestDetails request={request} />
      <SignOutPanel request={request} />
      <CloseButton />
    </>
  );
}
