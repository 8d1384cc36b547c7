import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { WaitingScreen } from '@/features/worker-waiting/components/waiting-screen';
import { useRouteLanguage } from './use-route-language';

// The daily briefing arrives after the request's status, never delaying it.
const BriefingConfirmCard = lazy(async () => ({
  default: (await import('@/features/daily-briefing/components/briefing-confirm-card'))
    .BriefingConfirmCard,
}));

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
      below={
        <Suspense fallback={null}>
          <BriefingConfirmCard entryRequestId={entryId} language={language} />
        </Suspense>
      }
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
