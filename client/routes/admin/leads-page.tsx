import { useTranslation } from 'react-i18next';
import { can } from '@shared/access/policy';
import { LeadsScreen } from '@/features/leads/components/leads-screen';
import { AdminPage } from './admin-page';

/** /admin/contact-requests: the leads pipeline; an agent sees the leads assigned to him. */
export function LeadsPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminPage title={t('titles.leads')}>
      {(user) => <LeadsScreen canManage={can(user.role, 'leads.manage')} />}
    </AdminPage>
  );
}
