import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLiveEntryRequests } from '@/data/staff-realtime';
import { useOpenEntryRequest } from '../hooks/use-open-entry-request';
import { PendingList } from './pending-list';

interface ApprovalQueueProps {
  /** The chosen request in full, with the decision buttons (composed by the page). */
  renderDetails: (entryId: string) => ReactNode;
}

/**
 * The live queue: the list beside the open request on a wide screen; on a
 * phone one at a time, with a way back to the list.
 */
export function ApprovalQueue({ renderDetails }: ApprovalQueueProps) {
  const { t } = useTranslation('review');
  useLiveEntryRequests();
  const [selectedId, setSelectedId] = useOpenEntryRequest();

  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(18rem,26rem)_1fr]">
      <div className={cn(selectedId && 'hidden lg:block')}>
        <PendingList selectedId={selectedId} onSelect={setSelectedId} />
      </div>
      <div
        className={cn(
          'rounded-xl border border-slate-200 bg-white p-2 shadow-sm min-[18rem]:p-4 sm:p-5',
          !selectedId && 'hidden lg:block',
        )}
      >
        {selectedId ? (
          <div className="flex flex-col gap-4">
            <Button
              variant="secondary"
              className="self-start lg:hidden"
              onClick={() => setSelectedId(null)}
            >
              {t('queue.backToList')}
            </Button>
            {renderDetails(selectedId)}
          </div>
        ) : (
          <p className="p-6 text-center text-slate-600">{t('queue.choose')}</p>
        )}
      </div>
    </div>
  );
}
