import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { workerPermitsQuery } from '@/data/permits';
import { usePermitLive } from '../hooks/use-permit-live';

/** The permits the worker is on today, each active or suspended, kept live. */
export function MyPermitsScreen({ entryId }: { entryId: string | null }) {
  const { t } = useTranslation('permits');
  usePermitLive(entryId);
  const permits = useQuery({ ...workerPermitsQuery(entryId ?? ''), enabled: entryId !== null });
  if (!entryId) return <Alert tone="warning">{t('join.notOnSite')}</Alert>;
  return (
    <div className="space-y-3">
      <h1 className="text-xl font-bold">{t('mine.title')}</h1>
      <QueryState query={permits}>
        {(data) =>
          data.permits.length === 0 ? (
            <p>{t('mine.empty')}</p>
          ) : (
            <ul className="space-y-2">
              {data.permits.map((permit) => (
                <li
                  key={permit.id}
                  className="rounded-lg border border-slate-300 p-3"
                  data-permit-id={permit.id}
                >
                  <p className="font-semibold" dir="auto">
                    {permit.task} · {permit.location}
                  </p>
                  <p
                    role="status"
                    className={
                      permit.state === 'active' ? 'text-green-800' : 'font-bold text-red-800'
                    }
                  >
                    {t(`states.${permit.state}`)}
                  </p>
                  {permit.state === 'suspended' && <p>{t('mine.stopWork')}</p>}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
