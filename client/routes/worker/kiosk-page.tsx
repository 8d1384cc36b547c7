import { useNavigate, useSearchParams } from 'react-router';
import { EntryFormScreen } from '@/features/entry-form/components/entry-form-screen';
import { KioskScreen } from '@/features/kiosk/components/kiosk-screen';
import { RequestDecision } from '@/features/worker-waiting/components/request-decision';
import { useOutbox } from '@/lib/outbox/use-outbox';
import { KIOSK_PATH } from '@shared/routing/worker-links';

/**
 * /worker/kiosk: a tablet at the gate, paired by /worker/kiosk?pair=. The kiosk puts the
 * worker's form and the live decision together; what it keeps while offline is sent from here.
 */
export function KioskPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  useOutbox();
  return (
    <KioskScreen
      pairCode={searchParams.get('pair')}
      onPaired={() => navigate(KIOSK_PATH, { replace: true })}
      renderForm={(session, language, onDone) => (
        <EntryFormScreen
          params={{
            code: session.siteCode,
            siteId: session.siteId,
            language,
            isPreview: false,
            previewParam: null,
          }}
          language={language}
          kiosk={{ onDone }}
        />
      )}
      renderDecision={(requestId, requestNumber) => (
        <RequestDecision requestId={requestId} requestNumber={requestNumber} />
      )}
    />
  );
}
