import { useTranslation } from 'react-i18next';
import { sessionCan } from '@shared/access/policy';
import { EscalationSettings } from '@/features/escalation/components/escalation-settings';
import { PushDevicesScreen } from '@/features/push-devices/components/push-devices-screen';
import { PushPreferencesSection } from '@/features/push-devices/components/push-preferences';
import { ManagePage } from './manage-page';
import { activeSiteOf, SiteScopeSelect, useSiteScope } from './site-scope';

/** The escalation rule of one of the user's active sites, chosen when he has several. */
function SiteEscalation({ ownSiteId }: { ownSiteId: number | null }) {
  const scope = useSiteScope();
  const siteId = activeSiteOf(scope, ownSiteId);
  if (siteId === null) return null;
  return (
    <>
      <SiteScopeSelect scope={scope} allowAll={false} value={siteId} />
      <EscalationSettings siteId={siteId} />
    </>
  );
}

/**
 * /manager/notifications: the user's devices that receive push notifications, which events
 * reach them, and for whoever sets them, the escalation rules of his sites.
 */
export function PushDevicesPage() {
  const { t } = useTranslation('staff');
  return (
    <ManagePage title={t('titles.pushDevices')}>
      {(user) => (
        <>
          <PushDevicesScreen />
          <PushPreferencesSection />
          {sessionCan(user, 'escalation.manage') && <SiteEscalation ownSiteId={user.siteId} />}
        </>
      )}
    </ManagePage>
  );
}
