import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { answersWith } from '@shared/fields/field-type-registry';
import { isLanguage, LANGUAGE_NAMES } from '@shared/i18n/languages';
import type { EntryRequestDetails } from '@shared/schemas/entry-review.schemas';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { EntryStatusBadge } from '@/components/entry-status-badge';
import { isolate } from '@/lib/bidi';
import { formatDateTime, formatDay } from '@/lib/date-format';
import { useEntryDetails } from '../api/get-entry-details';
import { withPermitSignature } from '../lib/permit-signature-answer';
import { AnswerValue } from './answer-value';
import { AuditTrail } from './audit-trail';
import { EquipmentAlerts } from './equipment-alerts';
import { ImageThumbnail } from './image-thumbnail';
import { InductionSection } from './induction-section';

interface EntryDetailsProps {
  entryId: string;
  /** Rendered under the header once the request is loaded: the queue's decision buttons. */
  actions?: (details: EntryRequestDetails) => ReactNode;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-base font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One request in full: the worker, the answers labelled by the form version he
 * filled, the selfie, photos and signature, the decision and the audit trail.
 */
export function EntryDetails({ entryId, actions }: EntryDetailsProps) {
  const query = useEntryDetails(entryId);
  return (
    <QueryState query={query}>
      {(entry) => <EntryArticle entry={entry} actions={actions} />}
    </QueryState>
  );
}

function EntryArticle({
  entry,
  actions,
}: {
  entry: EntryRequestDetails;
  actions: EntryDetailsProps['actions'];
}) {
  const { t, i18n } = useTranslation('review');
  const language = i18n.language;
  const name = `${entry.worker.firstName} ${entry.worker.lastName}`.trim();

  return (
    <article className="flex flex-col gap-5" aria-labelledby={`entry-${entry.id}-title`}>
      <header className="flex items-start gap-4 max-sm:flex-wrap">
        {entry.selfieFileId && (
          <ImageThumbnail
            fileId={entry.selfieFileId}
            label={t('details.selfie', { name: isolate(name) })}
          />
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <h2
            id={`entry-${entry.id}-title`}
            className="text-2xl font-bold text-slate-900"
            dir="auto"
          >
            {name || t('details.noName')}
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-slate-700">
            <EntryStatusBadge status={entry.status} />
            <span>{t('requestNumber', { number: entry.requestNumber })}</span>
            <span aria-hidden>·</span>
            <span dir="auto">{entry.siteName}</span>
          </div>
          <p className="text-sm text-slate-600">
            {t('details.submittedAt', { time: formatDateTime(entry.createdAt, language) })}
          </p>
        </div>
      </header>

      {actions?.(entry)}

      {entry.personalDataErasedAt && (
        <Alert tone="info">
          {t('history.personalDataErased', {
            date: formatDateTime(entry.personalDataErasedAt, language),
          })}
        </Alert>
      )}

      {entry.rejectionReason && (
        <Alert tone="error">
          <span className="font-semibold">{t('details.rejectionReason')}: </span>
          <span dir="auto">{entry.rejectionReason}</span>
        </Alert>
      )}

      <dl className="grid grid-cols-1 gap-3 rounded-xl bg-slate-50 p-2 min-[18rem]:p-4 sm:grid-cols-2">
        <Fact label={t('details.phone')}>
          <a href={`tel:${entry.worker.phone}`} dir="ltr" className="text-blue-800 underline">
            {entry.worker.phone}
          </a>
        </Fact>
        <Fact label={t('details.company')}>
          <span dir="auto">{entry.worker.company || '—'}</span>
        </Fact>
        {entry.workStartDate && (
          <Fact label={t('details.workStartDate')}>{formatDay(entry.workStartDate, language)}</Fact>
        )}
        {entry.scaffoldingNumber && (
          <Fact label={t('details.scaffoldingNumber')}>{entry.scaffoldingNumber}</Fact>
        )}
        {entry.platformNumber && (
          <Fact label={t('details.platformNumber')}>{entry.platformNumber}</Fact>
        )}
        <Fact label={t('details.formVersion')}>
          {entry.formVersion === 0
            ? t('details.defaultForm')
            : t('details.versionNumber', { version: entry.formVersion })}
        </Fact>
        <Fact label={t('details.workerLanguage')}>
          {isLanguage(entry.language) ? LANGUAGE_NAMES[entry.language] : entry.language}
        </Fact>
        {entry.decidedAt && (
          <Fact label={t('details.decision')}>
            {t('details.decidedBy', {
              name: isolate(entry.decidedByName ?? t('details.unknownUser')),
              time: formatDateTime(entry.decidedAt, language),
            })}
          </Fact>
        )}
        {entry.exitTime && (
          <Fact label={t('details.exitTime')}>{formatDateTime(entry.exitTime, language)}</Fact>
        )}
      </dl>

      <EquipmentAlerts alerts={entry.equipmentAlerts} />
      <section aria-labelledby={`entry-${entry.id}-answers`} className="flex flex-col gap-3">
        <h3 id={`entry-${entry.id}-answers`} className="text-lg font-bold text-slate-900">
          {t('details.answers')}
        </h3>
        <dl className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
          {/* A check's answer is its sitting; the induction section shows what it held. */}
          {entry.answers
            .filter((answer) => !answersWith(answer.type, 'quiz'))
            .map((answer) => withPermitSignature(answer, t))
            .map((answer) => (
              <div key={answer.fieldId} className="flex flex-col gap-1 p-3 sm:flex-row sm:gap-4">
                <dt className="text-sm font-semibold text-slate-700 sm:w-48 sm:shrink-0" dir="auto">
                  {answer.label}
                </dt>
                <dd className="min-w-0 text-base text-slate-900">
                  <AnswerValue answer={answer} />
                </dd>
              </div>
            ))}
        </dl>
      </section>

      <InductionSection entryId={entry.id} />

      <section aria-labelledby={`entry-${entry.id}-audit`} className="flex flex-col gap-3">
        <h3 id={`entry-${entry.id}-audit`} className="text-lg font-bold text-slate-900">
          {t('audit.title')}
        </h3>
        <AuditTrail entries={entry.audit} />
      </section>
    </article>
  );
}
