import { useTranslation } from 'react-i18next';
import { BillingScreen } from '@/features/billing/components/billing-screen';
import { AdminPage } from './admin-page';

/** /admin/daily-billing: plans, the daily ledger by month, corrections and the export. */
export function DailyBillingPage() {
  const { t } = useTranslation('staff');
  return <AdminPage title={t('titles.dailyBilling')}>{() => <BillingScreen />}</AdminPage>;
}
