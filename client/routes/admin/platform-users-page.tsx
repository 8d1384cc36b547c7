import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlatformUsersScreen } from '@/features/platform-users/components/platform-users-screen';
import { AdminPage } from './admin-page';

/** /admin/users and /admin/user-management: every staff user of every company. */
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
        />
      )}
    </AdminPage>
  );
}
