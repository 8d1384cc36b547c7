import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { SiteKiosksScreen } from '@/features/site-kiosks/components/site-kiosks-screen';
import { ManagePage } from './manage-page';
import { activeSiteOf, SiteScopeSelect, useSiteScope } from './site-scope';

/** /manager/kiosks: the tablets at a site's gate that run its form, made and revoked here. */
export function KiosksPage() {
  const { t } = useTranslation('staff');
  const scope = useSiteScope();
  return (
    <ManagePage title={t('titles.kiosks')}>
      {(user) => {
        const siteId = scope.sites.length > 0 ? activeSiteOf(scope, user.siteId) : user.siteId;
        return (
          <>
            <SiteScopeSelect scope={scope} allowAll={false} value={siteId} />
            {siteId === null ? (
              <Alert tone="warning">{t('kiosks.noSite', { ns: 'manage' })}</Alert>
            ) : (
              <SiteKiosksScreen key={siteId} siteId={siteId} />
            )}
          </>
        );
      }}
    </ManagePage>
  );
}
