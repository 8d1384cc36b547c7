import { useParams, useSearchParams } from 'react-router';
import { BriefingConfirmCard } from '@/features/daily-briefing/components/briefing-confirm-card';
import { WaitingScreen } from '@/features/worker-waiting/components/waiting-screen';
import { useRouteLanguage } from './use-route-language';

/** /waiting/:requestId, /waiting/:siteId/:requestId and /worker/waiting/:id, optional ?lang=. */
export function WaitingPage() {
  const { requestId, id } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const language = useRouteLanguage(searchParams.get('lang'));
  const entryId = requestId ?? id ?? '';
  return (
    <WaitingScreen
      key={entryId}
      requestId={entryId}
      language={language}
      below={<BriefingConfirmCard entryRequestId={entryId} language={language} />}
      onLanguageChange={(next) =>
        setSearchParams(
          (current) => {
            current.set('lang', next);
            return current;
          },
          { replace: true },
        )
      }
    />
  );
}
