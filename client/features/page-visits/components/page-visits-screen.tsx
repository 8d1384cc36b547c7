import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, isLanguage } from '@shared/i18n/languages';
import { DEVICE_CLASSES, type VisitsReport } from '@shared/schemas/visits.schemas';
import { csvHref } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { buttonClassName, Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { visitsReportQuery } from '@/data/visits';
import { lastDays } from '../lib/last-days';
import { RankedTable } from './ranked-table';
import { VisitsChart } from './visits-chart';
import { VisitsFunnel } from './visits-funnel';

const DEFAULT_DAYS = 30;

const isEmpty = (report: VisitsReport) =>
  report.days.every((d) => d.views === 0) && report.funnel.every((s) => s.views === 0);

/** The figures of one range: the daily chart, the workers' funnel and the top lists. */
function VisitsFigures({ report }: { report: VisitsReport }) {
  const { t, i18n } = useTranslation('visits');
  const count = new Intl.NumberFormat(i18n.language);
  if (isEmpty(report)) return <p className="text-slate-600">{t('empty')}</p>;
  const total = (key: 'views' | 'visitors') => report.days.reduce((sum, d) => sum + d[key], 0);
  const deviceName = (key: string) =>
    (DEVICE_CLASSES as readonly string[]).includes(key)
      ? t(`devices.${key as (typeof DEVICE_CLASSES)[number]}`)
      : t('none');
  return (
    <>
      <Card>
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <CardTitle>{t('chart.title')}</CardTitle>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
            {(['views', 'visitors'] as const).map((key) => (
              <div key={key} className="flex gap-2">
                <dt>{t(key)}</dt>
                <dd className="font-bold text-slate-900">{count.format(total(key))}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="mt-3">
          <VisitsChart days={report.days} />
        </div>
      </Card>
      <Card>
        <CardTitle>{t('funnel.title')}</CardTitle>
        <div className="mt-3">
          <VisitsFunnel funnel={report.funnel} />
        </div>
      </Card>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <RankedTable title={t('top.paths')} rows={report.paths} label={(k) => k} isAddress />
        <RankedTable
          title={t('top.referrers')}
          rows={report.referrers}
          label={(k) => k || t('direct')}
          isAddress
        />
        <RankedTable
          title={t('top.languages')}
          rows={report.languages}
          label={(k) => (isLanguage(k) ? LANGUAGE_NAMES[k] : t('none'))}
        />
        <RankedTable title={t('top.devices')} rows={report.devices} label={deviceName} />
        <RankedTable title={t('top.sites')} rows={report.sites} label={(k) => k} />
      </div>
    </>
  );
}

/**
 * Visits of the public site and the workers' entry funnel over a range of days (the last 30
 * unless chosen), with their CSV file. Counted without cookies or addresses (docs/visits.md).
 */
export function PageVisitsScreen() {
  const { t, i18n } = useTranslation('visits');
  const [draft, setDraft] = useState(() => lastDays(DEFAULT_DAYS));
  const [range, setRange] = useState(draft);
  const report = useQuery(visitsReportQuery(range));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  const field = (name: 'from' | 'to') => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={apply}
        aria-label={t('range.label')}
        className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-4 md:items-end"
      >
        <TextField label={t('range.from')} type="date" required {...field('from')} />
        <TextField label={t('range.to')} type="date" required {...field('to')} />
        <Button type="submit">{t('range.apply')}</Button>
        <a
          href={csvHref('/api/visits/export.csv', i18n.language, { ...range })}
          download
          className={buttonClassName('secondary')}
        >
          {t('export')}
        </a>
      </form>
      <p className="text-sm text-slate-600">{t('privacy')}</p>
      <QueryState query={report}>{(data) => <VisitsFigures report={data} />}</QueryState>
    </div>
  );
}
