import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OnSiteList } from '@/features/on-site/components/on-site-list';
import { buttonClassName } from '@/components/ui/button';
import { ManagePage } from './manage-page';
import { SiteScopeSelect, useSiteScope } from './site-scope';

/** /manager/on-site: who is on site now, with exits and the way to a roll call. */
export function OnSitePage() {
  const { t } = useTranslation('review');
  const scope = useSiteScope();
  const rollCallLink = scope.siteId
    ? `/manager/roll-call?siteId=${scope.siteId}`
    : '/manager/roll-call';
  return (
    <ManagePage title={t('titles.onSite')}>
      {() => (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <SiteScopeSelect scope={scope} />
            <Link
              to={rollCallLink}
              className={buttonClassName('primary', 'bg-red-700 hover:bg-red-800')}
            >
              {t('rollCall.open')}
            </Link>
          </div>
          <OnSiteList siteId={scope.siteId} />
        </>
      )}
    </ManagePage>
  );
}
