import { useTranslation } from 'react-i18next';
import { EntryDetails } from '@/features/entry-details/components/entry-details';
import { EntryHistory } from '@/features/entry-history/components/entry-history';
import { ManagePage } from './manage-page';
import { useSiteScope } from './site-scope';

/** /manager/history: "approval history". */
export function HistoryPage() {
  const { t } = useTranslation('review');
  const { sites } = useSiteScope();
  return (
    <ManagePage title={t('titles.history')}>
      {() => (
        <EntryHistory
          sites={sites.map(({ id, label }) => ({ id, name: label }))}
          renderDetails={(entryId) => <EntryDetails key={entryId} entryId={entryId} />}
        />
      )}
    </ManagePage>
  );
}
