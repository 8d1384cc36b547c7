import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { Card, CardTitle } from '@/components/ui/card';
import { briefingConfirmationsQuery } from '@/data/daily-briefings';
import { formatTime } from '@/lib/date-format';

/** Who confirmed the site's briefing today, latest first. */
export function BriefingConfirmationsCard({ siteId }: { siteId: number }) {
  const { t, i18n } = useTranslation('crew');
  const confirmations = useQuery(briefingConfirmationsQuery(siteId));
  return (
    <Card>
      <QueryState query={confirmations}>
        {(data) => (
          <>
            <CardTitle>
              {t('briefing.confirmedToday', { total: data.confirmations.length })}
            </CardTitle>
            {data.confirmations.length === 0 ? (
              <p className="mt-2 text-slate-600">{t('briefing.noneToday')}</p>
            ) : (
              <ul className="mt-2 flex flex-col divide-y divide-slate-200">
                {data.confirmations.map((row) => (
                  <li
                    key={`${row.phone}-${row.confirmedAt}`}
                    className="flex justify-between gap-2 py-2"
                  >
                    <span dir="auto">
                      {row.workerName} · <bdi>{row.phone}</bdi>
                    </span>
                    <span className="text-slate-600">
                      {formatTime(row.confirmedAt, i18n.language)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}
