import { useTranslation } from 'react-i18next';
import { sessionCan } from '@shared/access/policy';
import { CertificatesScreen } from '@/features/certificates/components/certificates-screen';
import { ManagePage } from './manage-page';
import { SiteScopeSelect, useSiteScope } from './site-scope';

/**
 * /manager/certificates: workers' certificates to verify, expiring within the warning period
 * and expired, per site and per employer.
 */
export function CertificatesPage() {
  const { t } = useTranslation('staff');
  const scope = useSiteScope();
  return (
    <ManagePage title={t('titles.certificates')}>
      {(user) => (
        <CertificatesScreen
          siteId={scope.siteId}
          siteSelect={<SiteScopeSelect scope={scope} />}
          canVerify={sessionCan(user, 'certificates.verify')}
        />
      )}
    </ManagePage>
  );
}
