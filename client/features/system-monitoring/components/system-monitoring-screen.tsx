import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HISTORY_RANGES,
  type HistoryRange,
  type SystemHistory,
} from '@shared/schemas/system-monitoring.schemas';
import { QueryState } from '@/components/query-state';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useSystemHistory } from '../api/get-system-history';
import { CHARTED, chartData, latestAndPeak, type Charted } from '../lib/chart-series';
import { HistoryChart } from './history-chart';

/** The system's figures over the last day or month, as charts; the range is the user's choice. */
export function SystemMonitoringScreen() {
  const { t } = useTranslation('admin');
  const [range, setRange] = useState<HistoryRange>('24h');
  const history = useSystemHistory(range);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">{t('monitoring.history')}</h2>
        <div role="group" aria-label={t('monitoring.range')} className="flex flex-wrap gap-2">
          {HISTORY_RANGES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={range === option}
              onClick={() => setRange(option)}
              className={cn(
                'min-h-11 rounded-lg border px-4 font-semibold',
                range === option
                  ? 'border-blue-900 bg-blue-900 text-white'
                  : 'border-slate-300 bg-white text-slate-900',
              )}
            >
              {t(`monitoring.ranges.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <QueryState query={history}>{(data) => <HistoryCharts history={data} />}</QueryState>
    </div>
  );
}

function useFormats(): Record<Charted, (value: number) => string> {
  const { t, i18n } = useTranslation('admin');
  return useMemo(() => {
    const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(i18n.language, {
      style: 'percent',
      maximumFractionDigits: 2,
    });
    const megabytes = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
    const ms = (v: number) => t('system.milliseconds', { ms: number.format(v) });
    return {
      requestsPerMinute: (v) => t('monitoring.perMinute', { value: number.format(v) }),
      errorRate: (v) => percent.format(v),
      p95Ms: ms,
      openSockets: (v) => number.format(v),
      databaseBytes: (v) => t('monitoring.megabytes', { value: megabytes.format(v / 1_048_576) }),
      eventLoopLagMs: ms,
    };
  }, [t, i18n.language]);
}

function HistoryCharts({ history }: { history: SystemHistory }) {
  const { t } = useTranslation('admin');
  const formats = useFormats();
  const charts = useMemo(
    () => CHARTED.map((figure) => ({ figure, data: chartData(history.points, figure) })),
    [history.points],
  );
  if (history.points.length === 0) {
    return <p className="text-slate-600">{t('monitoring.empty')}</p>;
  }
  return (
    <>
      <p className="text-sm text-slate-600">
        {t('monitoring.instances', { number: history.instances.length })}{' '}
        {history.instances.map((id) => (
          <bdi key={id} dir="ltr" className="me-2 font-mono">
            {id}
          </bdi>
        ))}
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {charts.map(({ figure, data }) => {
          const { latest, peak } = latestAndPeak(data[1]);
          const format = formats[figure];
          const label = t(`monitoring.figures.${figure}`);
          return (
            <Card key={figure}>
              <CardTitle>{label}</CardTitle>
              <p className="mt-1 text-sm text-slate-700">
                {t('monitoring.latestAndPeak', {
                  latest: latest === null ? t('system.notMeasured') : format(latest),
                  peak: peak === null ? t('system.notMeasured') : format(peak),
                })}
              </p>
              <div className="mt-3">
                <HistoryChart label={label} data={data} format={format} />
              </div>
            </Card>
          );
        })}
      </div>
    </>
  );
}
