import { useTranslation } from 'react-i18next';
import { SystemScreen } from '@/features/platform-admin/components/system-screen';
import { SystemMonitoringScreen } from '@/features/system-monitoring/components/system-monitoring-screen';
import { AdminPage } from './admin-page';

/** /admin/system-monitoring: what /admin/system shows now, then its history over a day or a month. */
export function SystemMonitoringPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminPage title={t('titles.systemMonitoring')}>
      {() => (
        <>
          <SystemScreen />
          <SystemMonitoringScreen />
        </>
      )}
    </AdminPage>
  );
}
