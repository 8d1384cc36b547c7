import { useTranslation } from 'react-i18next';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { ManagePage } from './manage-page';
import { SiteScopeSelect, useSiteScope } from './site-scope';

/** /manager and /manager/dashboard: "control panel". */
export function DashboardPage() {
  const { t } = useTranslation('review');
  const scope = useSiteScope();
  return (
    <ManagePage title={t('titles.dashboard')}>
      {(user) => (
        <>
          <SiteScopeSelect scope={scope} />
          <Dashboard siteId={scope.siteId} withWaitTimes={user.companyId !== null} />
        </>
      )}
    </ManagePage>
  );
}
