import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFinalStatus } from '@shared/entry-request/lifecycle';
import type { StatusChangeBody } from '@shared/schemas/entry-request.schemas';
import type { Crew } from '@shared/schemas/crew.schemas';
import { EntryStatusBadge } from '@/components/entry-status-badge';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextAreaField } from '@/components/ui/field';
import { decideCrew } from '@/data/crews';
import { changeEntryStatus, invalidateEntryRequests } from '@/data/entry-requests';
import { errorText } from '@/lib/api-client';

/** Whose decision a rejection reason is being typed for: the whole crew, or one worker. */
type Rejecting = { kind: 'crew' } | { kind: 'worker'; id: string; name: string };

/**
 * A crew waiting in the queue: its shared details, then each worker with his own decision;
 * one press decides every worker still waiting.
 */
export function CrewCard({ crew }: { crew: Crew }) {
  const { t, i18n } = useTranslation('crew');
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setIsBusy(true);
    setFailure(null);
    try {
      await action();
      setRejecting(null);
      setReason('');
    } catch (error) {
      setFailure(errorText(error, i18n.t));
    } finally {
      setIsBusy(false);
    }
  };
  const decideWorker = (id: string, body: StatusChangeBody) =>
    run(async () => {
      try {
        await changeEntryStatus(id, body);
      } finally {
        await invalidateEntryRequests(client);
      }
    });
  const decideAll = (body: StatusChangeBody) => run(() => decideCrew(client, crew.id, body));
  const rejection = (): StatusChangeBody => ({ status: 'rejected', rejectionReason: reason });

  return (
    <Card>
      <section
        aria-label={t('review.crewOf', { name: crew.foremanName })}
        className="flex flex-col gap-3"
      >
        <header className="flex flex-col gap-1">
          <h3 className="text-lg font-bold text-slate-900" dir="auto">
            {t('review.crewOf', { name: crew.foremanName })}
          </h3>
          <p className="text-sm text-slate-600">
            {crew.isNamedForeman ? t('review.namedForeman') : t('review.recognisedForeman')} ·{' '}
            <bdi>{crew.foremanPhone}</bdi>
          </p>
          <p className="text-sm text-slate-700">
            {t('review.details', { employer: crew.employer, date: crew.workStartDate })}
          </p>
          {crew.equipment && (
            <p className="text-sm text-slate-700">
              {t('review.equipment', { equipment: crew.equipment })}
            </p>
          )}
        </header>
        <ul className="flex flex-col divide-y divide-slate-200">
          {crew.members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            return (
              <li
                key={member.entryRequestId}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span dir="auto" className="font-semibold text-slate-900">
                  {name} <span className="font-normal text-slate-600">#{member.requestNumber}</span>
                </span>
                <span className="flex items-center gap-2">
                  <EntryStatusBadge status={member.status} />
                  {!isFinalStatus(member.status) && (
                    <>
                      <Button
                        disabled={isBusy}
                        aria-label={t('review.approveWorker', { name })}
                        onClick={() =>
                          void decideWorker(member.entryRequestId, { status: 'approved' })
                        }
                      >
                        {t('review.approve')}
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={isBusy}
                        aria-label={t('review.rejectWorker', { name })}
                        onClick={() =>
                          setRejecting({ kind: 'worker', id: member.entryRequestId, name })
                        }
                      >
                        {t('review.reject')}
                      </Button>
                    </>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
        {rejecting ? (
          <div className="flex flex-col gap-2">
            <TextAreaField
              label={
                rejecting.kind === 'crew'
                  ? t('review.reasonForCrew')
                  : t('review.reasonForWorker', { name: rejecting.name })
              }
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="flex gap-2">
              <Button
                disabled={isBusy || reason.trim() === ''}
                onClick={() =>
                  void (rejecting.kind === 'crew'
                    ? decideAll(rejection())
                    : decideWorker(rejecting.id, rejection()))
                }
              >
                {t('review.confirmReject')}
              </Button>
              <Button variant="secondary" onClick={() => setRejecting(null)}>
                {t('review.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button disabled={isBusy} onClick={() => void decideAll({ status: 'approved' })}>
              {t('review.approveAll')}
            </Button>
            <Button
              variant="secondary"
              disabled={isBusy}
              onClick={() => setRejecting({ kind: 'crew' })}
            >
              {t('review.rejectAll')}
            </Button>
          </div>
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
      </section>
    </Card>
  );
}
