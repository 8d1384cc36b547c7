import { useTranslation } from 'react-i18next';
import { SalesAgentsScreen } from '@/features/sales-agents/components/sales-agents-screen';
import { AdminPage } from './admin-page';

/** /admin/sales-agents: the agents, their sign-ins and the companies they bring. */
export function SalesAgentsPage() {
  const { t } = useTranslation('staff');
  return <AdminPage title={t('titles.salesAgents')}>{() => <SalesAgentsScreen />}</AdminPage>;
}
