import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ApprovalQueue } from '@/features/approval-queue/components/approval-queue';
import { DecisionPanel } from '@/features/approval-queue/components/decision-panel';
import { EntryDetails } from '@/features/entry-details/components/entry-details';
import { loadNamespaces } from '@/lib/i18n';
import { ManagePage } from './manage-page';

// The crews' code and texts arrive after the queue, never delaying it.
const PendingCrewsPanel = lazy(async () => {
  const [panel] = await Promise.all([import('./pending-crews-panel'), loadNamespaces(['crew'])]);
  return { default: panel.PendingCrewsPanel };
});

/** /manager/approval-queue: "pending requests", with the crews waiting above them. */
export function ApprovalQueuePage() {
  const { t } = useTranslation('review');
  return (
    <ManagePage title={t('titles.approvalQueue')}>
      {() => (
        <>
          <Suspense fallback={null}>
            <PendingCrewsPanel />
          </Suspense>
          <ApprovalQueue
            renderDetails={(entryId) => (
              <EntryDetails
                key={entryId}
                entryId={entryId}
                actions={(entry) => <DecisionPanel key={entry.id} entry={entry} />}
              />
            )}
          />
        </>
      )}
    </ManagePage>
  );
}
