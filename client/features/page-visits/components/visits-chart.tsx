import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { VisitsReport } from '@shared/schemas/visits.schemas';

const HEIGHT = 220;

/**
 * Page views and unique visitors per day, with uPlot as the system monitoring screen draws its
 * charts: in a right-to-left language the days run from right to left and the count axis stands
 * on the right. The same figures are in a table for screen readers.
 */
export function VisitsChart({ days }: { days: VisitsReport['days'] }) {
  const { t, i18n } = useTranslation('visits');
  const holder = useRef<HTMLDivElement>(null);
  const isRtl = i18n.dir(i18n.language) === 'rtl';
  const viewsLabel = t('views');
  const visitorsLabel = t('visitors');
  const dayLabel = t('csv.day');

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const dayFormat = new Intl.DateTimeFormat(i18n.language, {
      month: 'numeric',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const count = new Intl.NumberFormat(i18n.language);
    const dayOf = (seconds: number) => dayFormat.format(new Date(seconds * 1000));
    const shown = (value: number | null) => (value === null ? '–' : count.format(value));
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height: HEIGHT,
        scales: { x: { time: true, dir: isRtl ? -1 : 1 } },
        axes: [
          { values: (_u, splits) => splits.map(dayOf) },
          { side: isRtl ? 1 : 3, size: 60, values: (_u, splits) => splits.map(shown) },
        ],
        series: [
          { label: dayLabel, value: (_u, v) => (v === null ? '–' : dayOf(v)) },
          {
            label: viewsLabel,
            stroke: '#1e3a8a',
            width: 2,
            fill: 'rgba(30, 58, 138, 0.08)',
            value: (_u, v) => shown(v),
          },
          { label: visitorsLabel, stroke: '#0f766e', width: 2, value: (_u, v) => shown(v) },
        ],
      },
      [
        days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
        days.map((d) => d.views),
        days.map((d) => d.visitors),
      ],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, dayLabel, i18n.language, isRtl, viewsLabel, visitorsLabel]);

  return (
    <>
      <div ref={holder} dir={isRtl ? 'rtl' : 'ltr'} className="w-full" aria-hidden="true" />
      {/* On the box, not the table: a 1 px table's cells would still widen an RTL page. */}
      <div className="sr-only">
        <table>
          <caption>{t('chart.title')}</caption>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{t('chart.bar', { day: d.day, views: d.views, visitors: d.visitors })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
