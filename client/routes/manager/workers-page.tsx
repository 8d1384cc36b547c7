import { useTranslation } from 'react-i18next';
import { sessionCan } from '@shared/access/policy';
import { SiteReuseCard } from '@/features/returning-worker/components/site-reuse-card';
import { WorkerVisitsCard } from '@/features/returning-worker/components/worker-visits-card';
import { ManagePage } from './manage-page';

/**
 * /manager/workers: a worker's visits across the company's sites, his remembered phones and
 * his induction; for those who edit sites, what each site lets a returning worker reuse.
 */
export function WorkersPage() {
  const { t } = useTranslation('manage');
  return (
    <ManagePage title={t('titles.workers')}>
      {(user) => (
        <>
          <WorkerVisitsCard canRevokeInduction={sessionCan(user, 'workers.induction')} />
          {sessionCan(user, 'sites.edit') && <SiteReuseCard />}
        </>
      )}
    </ManagePage>
  );
}
