import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { usePendingRequests } from '../api/get-pending-requests';
import { useNow } from '../hooks/use-now';
import { QueueItem } from './queue-item';

interface PendingListProps {
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The waiting requests, oldest first; they appear and leave as messages arrive. */
export function PendingList({ selectedId, onSelect }: PendingListProps) {
  const { t } = useTranslation('review');
  const query = usePendingRequests();
  const now = useNow();
  return (
    <QueryState query={query}>
      {(requests) => (
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
      )}
    </QueryState>
  );
}
