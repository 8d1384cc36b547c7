import { useTranslation } from 'react-i18next';
import { CheckUserScreen } from '@/features/user-check/components/check-user-screen';
import { AdminPage } from './admin-page';

/** /admin/check-user (and /check-user): whether a username exists and is active. */
export function CheckUserPage() {
  const { t } = useTranslation('staff');
  return <AdminPage title={t('titles.checkUser')}>{() => <CheckUserScreen />}</AdminPage>;
}
