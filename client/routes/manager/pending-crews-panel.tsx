import { PendingCrews } from '@/features/crew-review/components/pending-crews';
import { useStaffSession } from '@/features/auth/hooks/use-staff-session';
import { activeSiteOf, SiteScopeSelect, useSiteScope } from './site-scope';

/**
 * The queue's crews, for one active site at a time (the user's own, or the one he picks):
 * its own chunk, downloaded by the queue page only, beside the queue it sits above.
 */
export function PendingCrewsPanel() {
  const scope = useSiteScope();
  const session = useStaffSession();
  const ownSiteId = session.status === 'authenticated' ? session.user.siteId : null;
  const siteId = activeSiteOf(scope, ownSiteId);
  if (siteId === null) return null;
  return (
    <>
      <SiteScopeSelect scope={scope} allowAll={false} value={siteId} />
      <PendingCrews siteId={siteId} />
    </>
  );
}
