import type { SessionUser } from '@shared/schemas/auth.schemas';
import { useTranslation } from 'react-i18next';
import { PermitBoard } from '@/features/permits/components/permit-board';
import { PermitRegister } from '@/features/permits/components/permit-register';
import { ManagePage } from './manage-page';
import { RegisterFrame } from './register-frame';
import { activeSiteOf, SiteScopeSelect, useSiteScope } from './site-scope';

/** The board of one active site: the user's own, or the one he picks. */
function SitePermitBoard({ user }: { user: SessionUser }) {
  const scope = useSiteScope();
  const siteId = activeSiteOf(scope, user.siteId);
  if (siteId === null) return null;
  return (
    <>
      <SiteScopeSelect scope={scope} allowAll={false} value={siteId} />
      <PermitBoard user={user} siteId={siteId} />
    </>
  );
}

/** /manager/permits: the live board of a site's permits to work at height. */
export function PermitBoardPage() {
  const { t } = useTranslation('staff');
  return (
    <ManagePage title={t('titles.permits')}>{(user) => <SitePermitBoard user={user} />}</ManagePage>
  );
}

/** /manager/permit-register: a site's permits with every move, printable and as CSV. */
export function PermitRegisterPage() {
  const { t } = useTranslation('staff');
  return (
    <ManagePage title={t('titles.permitRegister')}>
      {(user) => (
        <RegisterFrame
          user={user}
          ns="permits"
          csvPath="/api/permits/register.csv"
          printId="permit-register"
        >
          {(range) => <PermitRegister {...range} />}
        </RegisterFrame>
      )}
    </ManagePage>
  );
}
