import { useTranslation } from 'react-i18next';
import { useManagedSites } from '@/features/managed-sites/api/get-managed-sites';
import { UsersScreen } from '@/features/user-admin/components/users-screen';
import { Alert } from '@/components/ui/alert';
import { errorText } from '@/lib/api-client';
import { ManagePage } from './manage-page';

function Users({ currentUserId }: { currentUserId: number }) {
  const { t, i18n } = useTranslation('manage');
  const sites = useManagedSites();
  if (sites.isPending) return <p className="text-slate-600">{t('loading')}</p>;
  if (sites.isError) return <Alert tone="error">{errorText(sites.error, i18n.t)}</Alert>;
  return <UsersScreen sites={sites.data} currentUserId={currentUserId} />;
}

/** /manager/users: "user management". */
export function UsersPage() {
  const { t } = useTranslation('manage');
  return (
    <ManagePage title={t('titles.users')}>{(user) => <Users currentUserId={user.id} />}</ManagePage>
  );
}
