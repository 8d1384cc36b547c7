import { useTranslation } from 'react-i18next';
import { ApprovalQueue } from '@/features/approval-queue/components/approval-queue';
import { DecisionPanel } from '@/features/approval-queue/components/decision-panel';
import { EntryDetails } from '@/features/entry-details/components/entry-details';
import { ManagePage } from './manage-page';

/** /manager/approval-queue: "pending requests". */
export function ApprovalQueuePage() {
  const { t } = useTranslation('review');
  return (
    <ManagePage title={t('titles.approvalQueue')}>
      {() => (
        <ApprovalQueue
          renderDetails={(entryId) => (
            <EntryDetails
              key={entryId}
              entryId={entryId}
              actions={(entry) => <DecisionPanel key={entry.id} entry={entry} />}
            />
          )}
        />
      )}
    </ManagePage>
  );
}
