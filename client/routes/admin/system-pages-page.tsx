import { useTranslation } from 'react-i18next';
import { SystemPagesScreen } from '@/features/site-content/components/system-pages-screen';
import { AdminPage } from './admin-page';

/** /admin/system-pages: the public site's content, edited by the platform's owner. */
export function SystemPagesPage() {
  const { t } = useTranslation('staff');
  return <AdminPage title={t('titles.systemPages')}>{() => <SystemPagesScreen />}</AdminPage>;
}
