import { useTranslation } from 'react-i18next';
import type { WaitTimes } from '@shared/schemas/wait-times.schemas';
import { CardTitle } from '@/components/ui/card';
import { isolate } from '@/lib/bidi';
import { formatWait } from '../lib/wait-duration';

type Figures = WaitTimes['sites'][number]['today'];

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
  // Both figures exist whenever a decision does.
  const figures = (f: Figures) =>
    f.decided === 0 || f.medianSeconds === null || f.p90Seconds === null
      ? t('dashboard.waits.noDecisions')
      : t('dashboard.waits.figures', {
          median: wait(f.medianSeconds),
          p90: wait(f.p90Seconds),
          count: f.decided,
        });

  return (
    <section aria-labelledby="wait-times-title" className="flex flex-col gap-3">
      <CardTitle id="wait-times-title">{t('dashboard.waits.title')}</CardTitle>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-base">
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('site')}
              </th>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('dashboard.waits.today')}
              </th>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('dashboard.waits.last30Days')}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t('dashboard.waits.channelsTitle')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sites.map((site) => (
              <tr key={site.siteId} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-2 pe-3 text-start font-medium" dir="auto">
                  {site.siteName}
                </th>
                <td className="py-2 pe-3">{figures(site.today)}</td>
                <td className="py-2 pe-3">{figures(site.last30Days)}</td>
                <td className="py-2">
                  {t('dashboard.waits.channels', {
                    push: site.channels.push,
                    queue: site.channels.queue,
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
