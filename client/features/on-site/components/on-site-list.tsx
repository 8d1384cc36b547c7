import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUsable } from '@shared/inspections/inspection-rules';
import type { OnSitePerson } from '@shared/schemas/on-site.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorText } from '@/lib/api-client';
import { isolate } from '@/lib/bidi';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/date-format';
import { useLiveEntryRequests } from '@/data/staff-realtime';
import { useOnSite } from '../api/get-on-site';
import { useRecordExit } from '../api/record-exit';

/** The inspection state of each item the person works on, red where he may not use it. */
function EquipmentStates({ equipment }: { equipment: OnSitePerson['equipment'] }) {
  const { t } = useTranslation('inspections');
  if (equipment.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {equipment.map((item) => (
        <span
          key={`${item.kind}:${item.number}`}
          data-fitness={item.state}
          className={cn(
            'rounded px-2 py-0.5 text-sm font-semibold',
            isUsable(item.state) ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900',
          )}
        >
          <bdi dir="ltr">{item.number}</bdi> · {t(`short.${item.state}`)}
        </span>
      ))}
    </span>
  );
}

const nameOf = (person: OnSitePerson) =>
  `${person.worker.firstName} ${person.worker.lastName}`.trim();

/**
 * Who is on site now: the live headcount and the list, a page at a time, with an exit per person.
 * Approvals and exits anywhere update it at once.
 */
export function OnSiteList({ siteId }: { siteId: number | null }) {
  const { t, i18n } = useTranslation('review');
  useLiveEntryRequests();
  const query = useOnSite(siteId);
  const exit = useRecordExit();
  const [leaving, setLeaving] = useState<OnSitePerson | null>(null);

  if (query.isPending) return <p className="text-slate-600">{t('loading')}</p>;
  if (query.isLoadingError) return <Alert tone="error">{errorText(query.error, i18n.t)}</Alert>;
  const count = query.data.pages[0]?.count ?? 0;
  const people = query.data.pages.flatMap((page) => page.people);

  const confirmExit = () => {
    if (!leaving) return;
    exit.mutate(leaving.entryRequestId, { onSuccess: () => setLeaving(null) });
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-xl bg-blue-900 p-5 text-center text-white shadow-sm" aria-live="polite">
        <span className="block text-5xl font-bold">{count}</span>
        <span className="text-lg">{t('onSite.countLabel', { count })}</span>
      </p>
      {query.isRefetchError && <Alert tone="error">{errorText(query.error, i18n.t)}</Alert>}
      {exit.isError && !leaving && <Alert tone="error">{errorText(exit.error, i18n.t)}</Alert>}
      {people.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          {t('onSite.empty')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {people.map((person) => (
            <li key={person.entryRequestId} className="flex items-center gap-3 p-3">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="text-lg font-bold text-slate-900">
                  <bdi>{nameOf(person)}</bdi>
                </span>
                <span className="text-sm text-slate-700">
                  {[person.worker.company, person.siteName]
                    .filter(Boolean)
                    .map(isolate)
                    .join(' · ')}
                </span>
                <span className="text-sm text-slate-600">
                  {t('onSite.enteredAt', { time: formatTime(person.enteredAt, i18n.language) })}
                  {(person.scaffoldingNumber || person.platformNumber) &&
                    ` · ${[person.scaffoldingNumber, person.platformNumber].filter(Boolean).join(', ')}`}
                </span>
                <EquipmentStates equipment={person.equipment} />
                <a
                  href={`tel:${person.worker.phone}`}
                  dir="ltr"
                  className="self-start text-base text-blue-800 underline"
                >
                  {person.worker.phone}
                </a>
              </div>
              <Button
                variant="secondary"
                onClick={() => {
                  exit.reset();
                  setLeaving(person);
                }}
              >
                {t('onSite.exit')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className="flex flex-wrap items-center justify-center gap-3">
          <span className="text-slate-600">
            {t('onSite.shown', { shown: people.length, total: count })}
          </span>
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? t('loading') : t('onSite.loadMore')}
          </Button>
        </div>
      )}
      {query.isFetchNextPageError && <Alert tone="error">{errorText(query.error, i18n.t)}</Alert>}
      <Dialog
        open={leaving !== null}
        onOpenChange={(isOpen) => !isOpen && setLeaving(null)}
        title={t('onSite.exitTitle')}
        description={
          leaving ? t('onSite.exitQuestion', { name: isolate(nameOf(leaving)) }) : undefined
        }
      >
        {exit.isError && (
          <Alert tone="error" className="mb-3">
            {errorText(exit.error, i18n.t)}
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={confirmExit} disabled={exit.isPending}>
            {t('onSite.confirmExit')}
          </Button>
          <Button variant="secondary" onClick={() => setLeaving(null)}>
            {t('queue.cancel')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
