import { useLocation, useParams, useSearchParams } from 'react-router';
import { CrewScreen } from '@/features/crew/components/crew-screen';
import { useRouteLanguage } from './use-route-language';

/** The pass of a named foreman's link, kept in the fragment so no server ever logs it. */
function passOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('pass');
}

/** /crew/:siteCode, optional ?lang= and #pass=: a foreman signs in his crew. */
export function CrewPage() {
  const { siteCode = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const language = useRouteLanguage(searchParams.get('lang'));
  return <CrewScreen siteCode={siteCode} language={language} pass={passOf(hash)} />;
}
