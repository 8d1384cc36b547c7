import { useNavigate, useParams } from 'react-router';
import { WaitingScreen } from '@/features/worker-waiting/components/waiting-screen';
import { useRouteLanguage } from './use-route-language';

/**
 * /worker/rejection/:requestId/:language and /rejection/:requestId/:language: the request's
 * page in the language of the link. It shows the request's real state, which for these links
 * is the rejected look.
 */
export function RejectionPage() {
  const { requestId = '', language: linkLanguage } = useParams();
  const navigate = useNavigate();
  const language = useRouteLanguage(linkLanguage);
  return (
    <WaitingScreen
      key={requestId}
      requestId={requestId}
      language={language}
      onLanguageChange={(next) =>
        void navigate(`../${encodeURIComponent(next)}`, { relative: 'path', replace: true })
      }
    />
  );
}
