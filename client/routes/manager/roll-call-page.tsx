import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RollCallSheet } from '@/features/on-site/components/roll-call-sheet';
import { RollCallStart } from '@/features/on-site/components/roll-call-start';
import { Alert } from '@/components/ui/alert';
import { ManagePage } from './manage-page';
import { activeSiteOf, SiteScopeSelect, useSiteScope } from './site-scope';

/**
 * /manager/roll-call: start an evacuation roll call for a site, or work on one (?id=). The id in
 * the address lets a second manager open the same roll call on his phone.
 */
export function RollCallPage() {
  const { t } = useTranslation('review');
  const [params, setParams] = useSearchParams();
  const scope = useSiteScope();
  const rollCallId = Number(params.get('id')) || null;

  return (
    <ManagePage title={t('titles.rollCall')}>
      {(user) => {
        // Without a readable site list, the user's own site still gets its roll call.
        const siteId = scope.sites.length > 0 ? activeSiteOf(scope, user.siteId) : user.siteId;
        return rollCallId ? (
          <>
            <Link
              to={`/manager/roll-call${siteId ? `?siteId=${siteId}` : ''}`}
              className="self-start text-base font-semibold text-blue-800 underline print:hidden"
            >
              {t('rollCall.backToStart')}
            </Link>
            <RollCallSheet rollCallId={rollCallId} />
          </>
        ) : (
          <>
            <SiteScopeSelect scope={scope} allowAll={false} value={siteId} />
            {siteId === null ? (
              <Alert tone="warning">{t('rollCall.noSite')}</Alert>
            ) : (
              <RollCallStart
                key={siteId}
                siteId={siteId}
                onOpen={(id) => setParams({ id: String(id), siteId: String(siteId) })}
              />
            )}
          </>
        );
      }}
    </ManagePage>
  );
}
