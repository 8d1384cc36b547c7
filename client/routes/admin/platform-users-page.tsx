import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlatformUsersScreen } from '@/features/platform-users/components/platform-users-screen';
import { savePlatformUser } from '@/features/platform-users/api/platform-users';
import { UserFormDialog } from '@/features/user-admin/components/user-form-dialog';
import { AdminPage } from './admin-page';

/**
 * /admin/users and /admin/user-management: every staff user of every company, edited with the
 * form of a company's own user screen through the platform's calls.
 */
export function PlatformUsersPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminPage title={t('titles.platformUsers')}>
      {(user) => (
        <PlatformUsersScreen
          currentUserId={user.id}
          companyLink={(companyId, label) => (
            <Link to={`/admin/companies/${companyId}`} className="text-blue-800 underline">
              <bdi>{label}</bdi>
            </Link>
          )}
          userForm={({ companyId, ...form }) => (
            <UserFormDialog {...form} save={(input) => savePlatformUser(input, companyId)} />
          )}
        />
      )}
    </AdminPage>
  );
}
