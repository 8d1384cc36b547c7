import { useSearchParams } from 'react-router';
import { OutboxScreen } from '@/features/worker-waiting/components/outbox-screen';
import { useRouteLanguage } from './use-route-language';

/** /worker/sending?lang=: what this phone keeps to send, and what it sent. */
export function OutboxPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const language = useRouteLanguage(searchParams.get('lang'));
  return (
    <OutboxScreen
      language={language}
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
