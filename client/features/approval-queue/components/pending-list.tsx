import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/api-client';
import { usePendingRequests } from '../api/get-pending-requests';
import { useNow } from '../hooks/use-now';
import { QueueItem } from './queue-item';

interface PendingListProps {
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The waiting requests, oldest first; they appear and leave as messages arrive. */
export function PendingList({ selectedId, onSelect }: PendingListProps) {
  const { t, i18n } = useTranslation('review');
  const query = usePendingRequests();
  const now = useNow();

  if (query.isPending) return <p className="text-slate-600">{t('loading')}</p>;
  if (query.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{errorText(query.error, i18n.t)}</span>
        <Button variant="secondary" onClick={() => query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const requests = query.data;
  return (
    <section aria-labelledby="queue-title" className="flex flex-col gap-3">
      <h2 id="queue-title" className="text-lg font-bold text-slate-900" aria-live="polite">
        {t('queue.count', { count: requests.length })}
      </h2>
      {requests.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          {t('queue.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {requests.map((request) => (
            <li key={request.id}>
              <QueueItem
                request={request}
                isSelected={request.id === selectedId}
                now={now}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
