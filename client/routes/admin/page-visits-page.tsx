import { useTranslation } from 'react-i18next';
import { PageVisitsScreen } from '@/features/page-visits/components/page-visits-screen';
import { AdminPage } from './admin-page';

/** /admin/page-visits: the public site's visits and the workers' entry funnel. */
export function PageVisitsPage() {
  const { t } = useTranslation('staff');
  return <AdminPage title={t('titles.pageVisits')}>{() => <PageVisitsScreen />}</AdminPage>;
}
