import { useTranslation } from 'react-i18next';
import { CompaniesScreen } from '@/features/platform-admin/components/companies-screen';
import { AdminPage } from './admin-page';

/** /admin/companies: "companies management". */
export function CompaniesPage() {
  const { t } = useTranslation('staff');
  return <AdminPage title={t('titles.companies')}>{() => <CompaniesScreen />}</AdminPage>;
}
