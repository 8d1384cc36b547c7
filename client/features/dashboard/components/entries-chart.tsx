import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/date-format';
import { barHeight } from '../lib/chart-scale';

interface EntriesChartProps {
  days: { date: string; count: number }[];
}

/**
 * Requests per day for the last 14 days as plain CSS bars (no chart library). A flex row follows
 * the page's direction, so time runs in reading order in Hebrew too; labels stay readable on a
 * phone because they are text, not a scaled drawing. A table carries the figures for screen
 * readers.
 */
export function EntriesChart({ days }: EntriesChartProps) {
  const { t, i18n } = useTranslation('review');
  const language = i18n.language;
  const max = Math.max(...days.map((d) => d.count));
  const captionId = useId();

  return (
    <figure className="flex flex-col gap-3">
      <figcaption id={captionId} className="text-lg font-bold text-slate-900">
        {t('dashboard.chartTitle')}
      </figcaption>
      {/* Fourteen days' numbers need about 14.5rem; narrower, the bars scroll rather than the
          page. */}
      <ScrollRegion labelledBy={captionId}>
        <div className="flex min-w-[14.5rem] flex-col gap-3">
          <div
            aria-hidden
            className="flex h-48 items-stretch gap-1 border-b border-slate-300 sm:gap-2"
          >
            {days.map((day, index) => (
              <div
                key={day.date}
                className="flex min-w-0 flex-1 flex-col items-center justify-end gap-1"
                title={`${formatDay(day.date, language)}: ${day.count}`}
              >
                {day.count > 0 && (
                  <span className="text-xs font-semibold text-slate-800">{day.count}</span>
                )}
                <div
                  data-testid="chart-bar"
                  className={cn(
                    'w-full max-w-10 rounded-t',
                    index === days.length - 1 ? 'bg-blue-900' : 'bg-blue-400',
                  )}
                  style={{ height: `${barHeight(day.count, max, 85)}%` }}
                />
              </div>
            ))}
          </div>
          <div aria-hidden className="flex gap-1 sm:gap-2">
            {days.map((day) => (
              <span
                key={day.date}
                className="min-w-0 flex-1 text-center text-[0.7rem] text-slate-600"
              >
                {formatDay(day.date, language, { day: 'numeric' })}
              </span>
            ))}
          </div>
        </div>
        {/* A table's cells overflow a table made 1 px wide, and would widen the page in RTL. */}
        <div className="sr-only">
          <table>
            <caption>{t('dashboard.chartTitle')}</caption>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatDay(day.date, language)}</th>
                  <td>{t('dashboard.requestsCount', { count: day.count })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ScrollRegion>
    </figure>
  );
}
