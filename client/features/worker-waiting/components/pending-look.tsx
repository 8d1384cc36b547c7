import { useTranslation } from 'react-i18next';
import type { EntryRequestStatus } from '@shared/schemas/entry-request.schemas';
import { ElapsedTimer } from './elapsed-timer';
import { RequestDetails } from './request-details';
import { Spinner } from './status-icons';
import { StatusPill } from './status-pill';
import { Surface } from './surface';

export function PendingLook({ request }: { request: EntryRequestStatus }) {
  const { t } = useTranslation('worker');
  return (
    <>
      <Surface className="text-center">
        <Spinner />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('waiting.pending.heading')}</h1>
        <StatusPill tone="pending">{t('waiting.pending.status')}</StatusPill>
        <ElapsedTimer since={request.createdAt} className="mt-4 text-slate-700" />
        <p className="mt-4 text-base leading-relaxed text-slate-700">
          {t('waiting.pending.managerMessage')}
        </p>
      </Surface>
      <RequestDetails request={request} />
    </>
  );
}
