import { useTranslation } from 'react-i18next';
import { EntryDetails } from '@/features/entry-details/components/entry-details';
import { EntryHistory } from '@/features/entry-history/components/entry-history';
import { ManagePage } from './manage-page';
import { useSiteScope } from './site-scope';

/** /manager/history: "approval history" (SPEC.md section 2; DESIGN.md section 14). */
export function HistoryPage() {
  const { t } = useTranslation('review');
  const { sites } = useSiteScope();
  return (
    <ManagePage title={t('titles.history')}>
      {() => (
        <EntryHistory
          sites={sites}
          renderDetails={(entryId) => <EntryDetails key={entryId} entryId={entryId} />}
        />
      )}
    </ManagePage>
  );
}
