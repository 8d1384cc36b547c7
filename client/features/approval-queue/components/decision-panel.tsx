import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canMove, isOpenStatus, REJECTION_REASON_MAX } from '@shared/entry-request/lifecycle';
import { isLanguage, LANGUAGE_NAMES } from '@shared/i18n/languages';
import type { EntryRequestDetails } from '@shared/schemas/entry-review.schemas';
import type { StatusChangeBody } from '@shared/schemas/entry-request.schemas';
import {
  EntryStateConflictSchema,
  type EntryStateConflict,
} from '@shared/schemas/race-conflict.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { ApiClientError, errorText } from '@/lib/api-client';
import { isolate } from '@/lib/bidi';
import { raceConflict } from '@/lib/race-conflict';
import { useChangeEntryStatus } from '../api/change-entry-status';

type Outcome =
  | { kind: 'decided'; status: StatusChangeBody['status'] }
  | { kind: 'conflict'; answer: EntryStateConflict | null }
  | { kind: 'failed'; error: unknown }
  | null;

/**
 * Approve, reject with a required reason, or announce the safety manager. When
 * another manager decided first the server answers 409 naming him; the panel says who decided
 * and what, from that answer or else from the request as it is read again.
 */
export function DecisionPanel({ entry }: { entry: EntryRequestDetails }) {
  const { t, i18n } = useTranslation('review');
  const mutation = useChangeEntryStatus(entry.id);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [isRejecting, setIsRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const isOpen = isOpenStatus(entry.status);
  const outcomeBox = useRef<HTMLDivElement>(null);

  // The pressed button leaves with the decision (or is disabled while it is sent): the keyboard's
  // focus goes to the answer rather than back to the top of the page.
  useEffect(() => {
    if (outcome) outcomeBox.current?.focus();
  }, [outcome]);

  const decide = (body: StatusChangeBody) => {
    setOutcome(null);
    mutation.mutate(body, {
      onSuccess: () => {
        setOutcome({ kind: 'decided', status: body.status });
        setIsRejecting(false);
      },
      onError: (error) =>
        setOutcome(
          error instanceof ApiClientError && error.status === 409
            ? { kind: 'conflict', answer: raceConflict(error, EntryStateConflictSchema) }
            : { kind: 'failed', error },
        ),
    });
  };

  const submitRejection = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError(t('queue.reasonRequired'));
      return;
    }
    setReasonError(null);
    decide({ status: 'rejected', rejectionReason: trimmed });
  };

  const workerLanguage = isLanguage(entry.language)
    ? LANGUAGE_NAMES[entry.language]
    : entry.language;

  return (
    <div className="flex flex-col gap-3">
      <div ref={outcomeBox} tabIndex={-1} className="empty:hidden">
        {outcome?.kind === 'decided' && (
          <Alert tone="success">{t(`queue.decided.${outcome.status}`)}</Alert>
        )}
        {outcome?.kind === 'conflict' && (
          <Alert tone="warning">
            {isOpen && !outcome.answer
              ? t('queue.conflictRefreshing')
              : t('queue.conflict', {
                  name: isolate(
                    outcome.answer?.decidedBy?.fullName ??
                      entry.decidedByName ??
                      t('details.unknownUser'),
                  ),
                  status: t(`status.${outcome.answer?.status ?? entry.status}`),
                })}
          </Alert>
        )}
        {outcome?.kind === 'failed' && (
          <Alert tone="error">{errorText(outcome.error, i18n.t)}</Alert>
        )}
      </div>

      {isOpen && !isRejecting && (
        <div className="flex flex-wrap gap-2">
          <Button
            className="bg-green-700 hover:bg-green-800"
            disabled={mutation.isPending}
            onClick={() => decide({ status: 'approved' })}
          >
            {t('queue.approve')}
          </Button>
          <Button
            className="bg-red-700 hover:bg-red-800"
            disabled={mutation.isPending}
            onClick={() => setIsRejecting(true)}
          >
            {t('queue.reject')}
          </Button>
          {canMove(entry.status, 'safety_manager_coming') && (
            <Button
              className="bg-orange-700 hover:bg-orange-800"
              disabled={mutation.isPending}
              onClick={() => decide({ status: 'safety_manager_coming' })}
            >
              {t('queue.safetyManagerComing')}
            </Button>
          )}
        </div>
      )}

      {isOpen && isRejecting && (
        <form onSubmit={submitRejection} className="flex flex-col gap-3 rounded-xl bg-red-50 p-4">
          <TextAreaField
            label={t('queue.reasonLabel')}
            hint={t('queue.reasonHint', { language: workerLanguage })}
            error={reasonError}
            value={reason}
            maxLength={REJECTION_REASON_MAX}
            aria-required
            autoFocus
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              className="bg-red-700 hover:bg-red-800"
              disabled={mutation.isPending}
            >
              {mutation.isPending ? t('queue.sending') : t('queue.confirmReject')}
            </Button>
            <Button variant="secondary" onClick={() => setIsRejecting(false)}>
              {t('queue.cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
