import { useTranslation } from 'react-i18next';
import type { ActivityItem } from '@shared/schemas/dashboard.schemas';
import { isolate } from '@/lib/bidi';
import { formatDateTime } from '@/lib/date-format';

interface ActivityListProps {
  items: ActivityItem[];
  onOpen: (entryRequestId: string) => void;
}

/** The latest submissions, decisions and exits; each opens its request. */
export function ActivityList({ items, onOpen }: ActivityListProps) {
  const { t, i18n } = useTranslation('review');
  const describe = (item: ActivityItem) => {
    const values = { worker: isolate(item.workerName), number: item.requestNumber };
    if (item.kind === 'submitted') return t('dashboard.activity.submitted', values);
    if (item.kind === 'exited') return t('dashboard.activity.exited', values);
    return t('dashboard.activity.statusChanged', {
      ...values,
      actor: isolate(item.actorName ?? t('details.unknownUser')),
      status: item.status ? t(`status.${item.status}`) : '',
    });
  };

  return (
    <section aria-labelledby="activity-title" className="flex flex-col gap-2">
      <h2 id="activity-title" className="text-lg font-bold text-slate-900">
        {t('dashboard.activityTitle')}
      </h2>
      {items.length === 0 ? (
        <p className="text-slate-600">{t('dashboard.noActivity')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {items.map((item) => (
            <li key={`${item.kind}-${item.entryRequestId}-${item.at}`}>
              <button
                type="button"
                onClick={() => onOpen(item.entryRequestId)}
                className="flex w-full flex-col py-2 text-start hover:bg-slate-50"
              >
                <span className="text-base text-slate-900">{describe(item)}</span>
                {item.reason && (
                  <span className="text-sm text-slate-700">
                    {t('audit.reason', { reason: isolate(item.reason) })}
                  </span>
                )}
                <span className="text-sm text-slate-600">
                  {formatDateTime(item.at, i18n.language)} · <span dir="auto">{item.siteName}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
