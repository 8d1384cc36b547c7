import { useTranslation } from 'react-i18next';
import { sessionCan } from '@shared/access/policy';
import { LeadsScreen } from '@/features/leads/components/leads-screen';
import { AdminPage } from './admin-page';

/** /admin/contact-requests: the leads pipeline; an agent sees the leads assigned to him. */
export function LeadsPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminPage title={t('titles.leads')}>
      {(user) => <LeadsScreen canManage={sessionCan(user, 'leads.manage')} />}
    </AdminPage>
  );
}
