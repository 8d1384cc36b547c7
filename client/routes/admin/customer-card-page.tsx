import { useTranslation } from 'react-i18next';
import { CustomersScreen } from '@/features/customer-card/components/customers-screen';
import { AdminPage } from './admin-page';

/** /admin/customer-card: the companies, each opening its customer card. */
export function CustomerCardPage() {
  const { t } = useTranslation('staff');
  return <AdminPage title={t('titles.customerCard')}>{() => <CustomersScreen />}</AdminPage>;
}
