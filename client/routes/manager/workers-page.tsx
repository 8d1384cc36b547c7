import { useTranslation } from 'react-i18next';
import { can } from '@shared/access/policy';
import { SiteReuseCard } from '@/features/returning-worker/components/site-reuse-card';
import { WorkerVisitsCard } from '@/features/returning-worker/components/worker-visits-card';
import { ManagePage } from './manage-page';

/**
 * /manager/workers: a worker's visits across the company's sites and his remembered phones;
 * for those who edit sites, what each site lets a returning worker reuse.
 */
export function WorkersPage() {
  const { t } = useTranslation('manage');
  return (
    <ManagePage title={t('titles.workers')}>
      {(user) => (
        <>
          <WorkerVisitsCard />
          {can(user.role, 'sites.edit') && <SiteReuseCard />}
        </>
      )}
    </ManagePage>
  );
}
