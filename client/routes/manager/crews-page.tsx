import { useTranslation } from 'react-i18next';
import { CrewLimitCard } from '@/features/crew-review/components/crew-limit-card';
import { ForemenCard } from '@/features/crew-review/components/foremen-card';
import { useManagedSites } from '@/features/managed-sites/api/get-managed-sites';
import { ManagePage } from './manage-page';
import { activeSiteOf, SiteScopeSelect, useSiteScope } from './site-scope';

/** /manager/crews: a site's crew limit and the supervisors named as its foremen. */
export function CrewsPage() {
  const { t } = useTranslation('crew');
  const scope = useSiteScope();
  const sites = useManagedSites();
  return (
    <ManagePage title={t('admin.title')}>
      {(user) => {
        const siteId = activeSiteOf(scope, user.siteId);
        const site = sites.data?.find((s) => s.id === siteId);
        return (
          <>
            <SiteScopeSelect scope={scope} allowAll={false} value={siteId} />
            {siteId !== null && site && (
              <>
                <ForemenCard siteId={siteId} siteCode={site.code} />
                <CrewLimitCard siteId={siteId} />
              </>
            )}
          </>
        );
      }}
    </ManagePage>
  );
}
