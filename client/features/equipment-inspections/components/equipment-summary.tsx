import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unusableCount } from '@shared/inspections/summary-counts';
import { QueryState } from '@/components/query-state';
import { Card, CardTitle } from '@/components/ui/card';
import { inspectionSummaryQuery } from '@/data/inspections';
import { cn } from '@/lib/cn';

/** The dashboard's equipment figures: not fit for use, to inspect today, fit. */
export function EquipmentSummary({ siteId }: { siteId: number | null }) {
  const { t } = useTranslation('inspections');
  const query = useQuery(inspectionSummaryQuery(siteId));
  return (
    <Card>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle>{t('summary.title')}</CardTitle>
        <Link className="text-blue-800 underline" to="/manager/scaffolding-management">
          {t('summary.open')}
        </Link>
      </div>
      <QueryState query={query}>
        {({ states }) => (
          <ul
            className="mt-3 grid grid-cols-1 gap-3 min-[18rem]:grid-cols-3"
            aria-label={t('summary.title')}
          >
            {(
              [
                ['unusable', unusableCount(states), 'border-red-500 text-red-900'],
                ['dueToday', states.due_today, 'border-amber-400 text-amber-900'],
                ['fit', states.fit, 'border-green-500 text-green-900'],
              ] as const
            ).map(([key, count, tone]) => (
              <li
                key={key}
                data-summary={key}
                className={cn('rounded-xl border-s-4 bg-white p-3 shadow-sm', tone)}
              >
                <span className="block text-3xl font-bold">{count}</span>
                <span className="text-sm text-slate-700">{t(`summary.${key}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
