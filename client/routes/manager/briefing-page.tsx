import { useTranslation } from 'react-i18next';
import { sessionCan } from '@shared/access/policy';
import { BriefingConfirmationsCard } from '@/features/daily-briefing/components/briefing-confirmations-card';
import { BriefingEditorCard } from '@/features/daily-briefing/components/briefing-editor-card';
import { ManagePage } from './manage-page';
import { activeSiteOf, SiteScopeSelect, useSiteScope } from './site-scope';

/** /manager/briefing: the site's daily briefing, and who confirmed it today. */
export function BriefingPage() {
  const { t } = useTranslation('crew');
  const scope = useSiteScope();
  return (
    <ManagePage title={t('briefing.title')}>
      {(user) => {
        const siteId = activeSiteOf(scope, user.siteId);
        if (siteId === null) return null;
        return (
          <>
            <SiteScopeSelect scope={scope} allowAll={false} value={siteId} />
            {sessionCan(user, 'entry.decide') && <BriefingConfirmationsCard siteId={siteId} />}
            <BriefingEditorCard siteId={siteId} />
          </>
        );
      }}
    </ManagePage>
  );
}
