import { useTranslation } from 'react-i18next';
import { sessionCan } from '@shared/access/policy';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { EquipmentSummary } from '@/features/equipment-inspections/components/equipment-summary';
import { ManagePage } from './manage-page';
import { SiteScopeSelect, useSiteScope } from './site-scope';

/** /manager and /manager/dashboard: "control panel", with the equipment's inspection state. */
export function DashboardPage() {
  const { t } = useTranslation('review');
  const scope = useSiteScope();
  return (
    <ManagePage title={t('titles.dashboard')}>
      {(user) => (
        <>
          <SiteScopeSelect scope={scope} />
          <Dashboard siteId={scope.siteId} withWaitTimes={user.companyId !== null} />
          {sessionCan(user, 'equipment.read') && user.companyId !== null && (
            <EquipmentSummary siteId={scope.siteId} />
          )}
        </>
      )}
    </ManagePage>
  );
}
