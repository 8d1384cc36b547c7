import { useTranslation } from 'react-i18next';
import { isDecided, useEntryRequest } from '../api/get-entry-request';
import { useEntryLiveUpdates } from '../hooks/use-entry-live-updates';
import { StatusPill } from './status-pill';

const TONE_OF = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  safety_manager_coming: 'coming',
} as const;

/**
 * A sent request's number and its status in words, live: read at once on a real-time message
 * and every 10 s besides, until it is decided. The outbox and the kiosk show it.
 */
export function RequestDecision({
  requestId,
  requestNumber,
}: {
  requestId: string;
  requestNumber: number;
}) {
  const { t } = useTranslation('worker');
  const request = useEntryRequest(requestId, { isPolling: true });
  useEntryLiveUpdates(requestId, {
    isEnabled: request.data !== undefined && !isDecided(request.data),
    onStatusChange: () => void request.refetch(),
  });
  const tone = request.data ? TONE_OF[request.data.status] : null;
  return (
    <div className="text-center">
      <p className="text-base text-slate-700">{t('outbox.requestNumber')}</p>
      <p className="text-3xl font-bold text-slate-900" data-testid="request-number">
        {requestNumber}
      </p>
      <div role="status" aria-live="polite">
        {tone && <StatusPill tone={tone}>{t(`waiting.${tone}.status`)}</StatusPill>}
      </div>
    </div>
  );
}
