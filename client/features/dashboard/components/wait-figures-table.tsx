import { useTranslation } from 'react-i18next';
import type { WaitTimes } from '@shared/schemas/wait-times.schemas';
import { formatWait } from '../lib/wait-duration';

type Figures = WaitTimes['sites'][number]['today'];

/**
 * Per site, the median wait and the time nine in ten were decided within, today and over 30
 * days, and where the 30 days' decisions were made.
 */
export function WaitFiguresTable({ sites }: { sites: WaitTimes['sites'] }) {
  const { t, i18n } = useTranslation('review');
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
  );
}
