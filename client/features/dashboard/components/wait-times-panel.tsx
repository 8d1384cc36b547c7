import { useTranslation } from 'react-i18next';
import type { WaitTimes } from '@shared/schemas/wait-times.schemas';
import { CardTitle } from '@/components/ui/card';
import { isolate } from '@/lib/bidi';
import { formatWait } from '../lib/wait-duration';
import { WaitFiguresTable } from './wait-figures-table';

interface WaitTimesPanelProps {
  data: WaitTimes;
  /** The site chosen on the dashboard, or null for all the user's sites. */
  siteId: number | null;
  onOpen: (entryRequestId: string) => void;
}

/**
 * How long the gate waits, submission to decision: per site the median and the time nine in ten
 * were decided within, today and over 30 days, where the decisions were made, and who is
 * waiting now, the longest first.
 */
export function WaitTimesPanel({ data, siteId, onOpen }: WaitTimesPanelProps) {
  const { t, i18n } = useTranslation('review');
  const sites = data.sites.filter((site) => siteId === null || site.siteId === siteId);
  const waiting = data.waiting.filter((entry) => siteId === null || entry.siteId === siteId);
  const wait = (seconds: number) => formatWait(seconds, i18n.language);

  return (
    <section aria-labelledby="wait-times-title" className="flex flex-col gap-3">
      <CardTitle id="wait-times-title">{t('dashboard.waits.title')}</CardTitle>
      <WaitFiguresTable sites={sites} />
      <h3 className="font-bold text-slate-900">{t('dashboard.waits.waitingTitle')}</h3>
      {waiting.length === 0 ? (
        <p className="text-slate-600">{t('dashboard.waits.noneWaiting')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {waiting.map((entry) => (
            <li key={entry.entryId}>
              <button
                type="button"
                onClick={() => onOpen(entry.entryId)}
                className="flex w-full flex-wrap justify-between gap-x-3 py-2 text-start hover:bg-slate-50"
              >
                <span className="min-w-0 wrap-anywhere">
                  {t('dashboard.waits.waitingItem', {
                    number: entry.requestNumber,
                    worker: isolate(entry.workerName),
                  })}
                </span>
                <span className="font-medium text-amber-900">{wait(entry.waitingSeconds)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
