import { useTranslation } from 'react-i18next';
import { useElapsedSeconds } from '../hooks/use-elapsed-seconds';
import { formatElapsed } from '../lib/format-elapsed';

/** "Waiting time 3:05", counting each second from when the request was sent. */
export function ElapsedTimer({ since, className }: { since: string; className?: string }) {
  const { t } = useTranslation('worker');
  const seconds = useElapsedSeconds(since);
  return (
    <p className={className}>
      <span>{t('waiting.elapsed')}</span>{' '}
      <span dir="ltr" className="font-mono text-2xl font-bold tabular-nums" data-testid="elapsed">
        {formatElapsed(seconds)}
      </span>
    </p>
  );
}
