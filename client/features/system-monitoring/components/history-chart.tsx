import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartData } from '../lib/chart-series';

const HEIGHT = 180;

interface HistoryChartProps {
  /** The series' name in the chart's legend. */
  label: string;
  data: ChartData;
  /** A value as the axis and legend show it, in the user's language. */
  format: (value: number) => string;
}

/**
 * A line of one figure over time. In a right-to-left language time runs from right to left and
 * the value axis stands on the right, as the rest of the page reads.
 */
export function HistoryChart({ label, data, format }: HistoryChartProps) {
  const { i18n } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const isRtl = i18n.dir(i18n.language) === 'rtl';

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const time = new Intl.DateTimeFormat(i18n.language, {
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    const shown = (value: number | null) => (value === null ? '–' : format(value));
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height: HEIGHT,
        scales: { x: { time: true, dir: isRtl ? -1 : 1 } },
        axes: [
          { values: (_u, splits) => splits.map((s) => time.format(new Date(s * 1000))) },
          { side: isRtl ? 1 : 3, size: 70, values: (_u, splits) => splits.map(shown) },
        ],
        series: [
          { value: (_u, v) => (v === null ? '–' : time.format(new Date(v * 1000))) },
          {
            label,
            stroke: '#1e3a8a',
            width: 2,
            fill: 'rgba(30, 58, 138, 0.08)',
            value: (_u, v) => shown(v),
          },
        ],
      },
      data,
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
  }, [data, format, i18n.language, isRtl, label]);

  return <div ref={holder} dir={isRtl ? 'rtl' : 'ltr'} className="w-full" aria-hidden="true" />;
}
