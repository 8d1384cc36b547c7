import { useTranslation } from 'react-i18next';
import { SystemScreen } from '@/features/platform-admin/components/system-screen';
import { AdminPage } from './admin-page';

/** /admin/system: "system management", the platform's monitoring. */
export function SystemPage() {
  const { t } = useTranslation('staff');
  return <AdminPage title={t('titles.system')}>{() => <SystemScreen />}</AdminPage>;
}
