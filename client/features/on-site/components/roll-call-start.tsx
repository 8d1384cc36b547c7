import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-format';
import { useRollCalls } from '../api/list-roll-calls';
import { useStartRollCall } from '../api/start-roll-call';

interface RollCallStartProps {
  siteId: number;
  onOpen: (rollCallId: number) => void;
}

/** Starts an evacuation roll call for a site, or reopens one of its latest. */
export function RollCallStart({ siteId, onOpen }: RollCallStartProps) {
  const { t, i18n } = useTranslation('review');
  const start = useStartRollCall();
  const recent = useRollCalls(siteId);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-5">
        <p className="text-base text-red-950">{t('rollCall.startHint')}</p>
        <Button
          className="min-h-14 self-start bg-red-700 px-8 text-lg hover:bg-red-800"
          disabled={start.isPending}
          onClick={() => start.mutate(siteId, { onSuccess: (rollCall) => onOpen(rollCall.id) })}
        >
          {start.isPending ? t('rollCall.starting') : t('rollCall.start')}
        </Button>
        {start.isError && <Alert tone="error">{errorText(start.error, i18n.t)}</Alert>}
      </div>
      <section aria-labelledby="recent-roll-calls" className="flex flex-col gap-2">
        <h2 id="recent-roll-calls" className="text-lg font-bold text-slate-900">
          {t('rollCall.recent')}
        </h2>
        {recent.isError && <Alert tone="error">{errorText(recent.error, i18n.t)}</Alert>}
        {recent.data?.length === 0 && <p className="text-slate-600">{t('rollCall.none')}</p>}
        {recent.data && recent.data.length > 0 && (
          <ul className="flex flex-col gap-2">
            {recent.data.map((rollCall) => (
              <li key={rollCall.id}>
                <button
                  type="button"
                  onClick={() => onOpen(rollCall.id)}
                  className="flex w-full flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3 text-start hover:border-slate-400"
                >
                  <span className="font-semibold text-slate-900">
                    {formatDateTime(rollCall.startedAt, i18n.language)}
                    {rollCall.startedByName && (
                      <span className="font-normal text-slate-600">
                        {' · '}
                        {rollCall.startedByName}
                      </span>
                    )}
                  </span>
                  <span className="text-slate-700">
                    {t('rollCall.summary', {
                      safe: rollCall.safeCount,
                      missing: rollCall.missingCount,
                      total: rollCall.total,
                    })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
