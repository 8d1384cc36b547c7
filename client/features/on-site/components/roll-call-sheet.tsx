import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RollCallEntry } from '@shared/schemas/on-site.schemas';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { isolate } from '@/lib/bidi';
import { formatDateTime, formatTime } from '@/lib/date-format';
import { rollCallExportUrl, useRollCall } from '../api/get-roll-call';
import { useMarkRollCallEntry } from '../api/mark-roll-call-entry';
import './roll-call.css';

/**
 * An evacuation roll call for a phone and for paper: everyone on site when it
 * started, a large tick per person, who is still missing, print and CSV.
 */
export function RollCallSheet({ rollCallId }: { rollCallId: number }) {
  const { t, i18n } = useTranslation('review');
  const query = useRollCall(rollCallId);
  const mark = useMarkRollCallEntry(rollCallId);
  const [isMissingOnly, setIsMissingOnly] = useState(false);

  if (query.isPending) return <p className="text-slate-600">{t('loading')}</p>;
  if (query.isError) return <Alert tone="error">{errorText(query.error, i18n.t)}</Alert>;
  const rollCall = query.data;
  const language = i18n.language;

  const toggle = (entry: RollCallEntry) =>
    mark.mutate({ entryId: entry.id, isSafe: !entry.isSafe });

  return (
    <article className="roll-call-print flex flex-col gap-4" aria-labelledby="roll-call-title">
      <header className="flex flex-col gap-1">
        <h2 id="roll-call-title" className="text-2xl font-bold text-slate-900">
          {t('rollCall.sheetTitle', { site: isolate(rollCall.siteName) })}
        </h2>
        <p className="text-slate-700">
          {t('rollCall.startedAt', {
            time: formatDateTime(rollCall.startedAt, language),
            name: isolate(rollCall.startedByName ?? t('details.unknownUser')),
          })}
        </p>
      </header>

      <div className="grid grid-cols-3 gap-2 text-center" aria-live="polite">
        <p className="rounded-xl bg-slate-100 p-3">
          <span className="block text-3xl font-bold text-slate-900">{rollCall.total}</span>
          {t('rollCall.total')}
        </p>
        <p className="rounded-xl bg-green-100 p-3 text-green-950">
          <span className="block text-3xl font-bold">{rollCall.safeCount}</span>
          {t('rollCall.safe')}
        </p>
        <p
          className={cn(
            'rounded-xl p-3',
            rollCall.missingCount > 0 ? 'bg-red-100 text-red-950' : 'bg-slate-100 text-slate-700',
          )}
        >
          <span className="block text-3xl font-bold">{rollCall.missingCount}</span>
          {t('rollCall.missing')}
        </p>
      </div>

      {rollCall.total > 0 && rollCall.missingCount === 0 && (
        <Alert tone="success">{t('rollCall.allSafe')}</Alert>
      )}
      {mark.isError && <Alert tone="error">{errorText(mark.error, i18n.t)}</Alert>}

      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <CheckboxField
          label={t('rollCall.missingOnly')}
          checked={isMissingOnly}
          onChange={(event) => setIsMissingOnly(event.target.checked)}
        />
        <div className="ms-auto flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => window.print()}>
            {t('rollCall.print')}
          </Button>
          <a
            href={rollCallExportUrl(rollCall.id, language)}
            download
            className={buttonClassName('secondary')}
          >
            {t('rollCall.export')}
          </a>
        </div>
      </div>

      {rollCall.total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          {t('rollCall.nobody')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white print:border-slate-400">
          {rollCall.entries.map((entry) => {
            const name = `${entry.worker.firstName} ${entry.worker.lastName}`.trim();
            return (
              <li
                key={entry.id}
                className={cn(
                  'flex items-center gap-3 p-3 break-inside-avoid',
                  entry.isSafe && 'bg-green-50 print:bg-white',
                  // Paper always lists everyone; the filter is for the phone.
                  isMissingOnly && entry.isSafe && 'hidden print:flex',
                )}
              >
                <button
                  type="button"
                  role="checkbox"
                  aria-checked={entry.isSafe}
                  aria-label={t('rollCall.markSafe', { name })}
                  onClick={() => toggle(entry)}
                  className={cn(
                    'flex size-12 shrink-0 items-center justify-center rounded-lg border-2 text-2xl font-bold',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
                    entry.isSafe
                      ? 'border-green-700 bg-green-700 text-white print:bg-white print:text-green-800'
                      : 'border-slate-400 bg-white text-transparent',
                  )}
                >
                  ✓
                </button>
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="text-lg font-bold text-slate-900">
                    <bdi>{name}</bdi>
                  </span>
                  <span className="text-sm text-slate-700">
                    {entry.worker.company && <bdi>{entry.worker.company}</bdi>}
                    {entry.worker.company && ' · '}
                    <span className="whitespace-nowrap">
                      {t('requestNumber', { number: entry.requestNumber })}
                    </span>
                  </span>
                  <a
                    href={`tel:${entry.worker.phone}`}
                    dir="ltr"
                    className="self-start text-base text-blue-800 underline print:text-slate-900 print:no-underline"
                  >
                    {entry.worker.phone}
                  </a>
                  {entry.isSafe && entry.markedAt && (
                    <span className="text-sm text-green-800">
                      {t('rollCall.markedBy', {
                        name: isolate(entry.markedByName ?? t('details.unknownUser')),
                        time: formatTime(entry.markedAt, language),
                      })}
                    </span>
                  )}
                </div>
                <span
                  className={cn(
                    'hidden font-semibold sm:inline print:inline',
                    entry.isSafe ? 'text-green-800' : 'text-red-700',
                  )}
                >
                  {entry.isSafe ? t('rollCall.safe') : t('rollCall.missing')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
