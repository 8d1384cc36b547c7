import { useTranslation } from 'react-i18next';
import { PermitBoard } from '@/features/permits/components/permit-board';
import { PermitRegisterScreen } from '@/features/permits/components/permit-register';
import { ManagePage } from './manage-page';

/** /manager/permits: the live board of a site's permits to work at height. */
export function PermitBoardPage() {
  const { t } = useTranslation('staff');
  return (
    <ManagePage title={t('titles.permits')}>{(user) => <PermitBoard user={user} />}</ManagePage>
  );
}

/** /manager/permit-register: a site's permits with every move, printable and as CSV. */
export function PermitRegisterPage() {
  const { t } = useTranslation('staff');
  return (
    <ManagePage title={t('titles.permitRegister')}>{() => <PermitRegisterScreen />}</ManagePage>
  );
}
