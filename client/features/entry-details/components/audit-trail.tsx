import { useTranslation } from 'react-i18next';
import { isRequestStatus } from '@shared/entry-request/lifecycle';
import type { AuditEntry } from '@shared/schemas/entry-review.schemas';
import { isolate } from '@/lib/bidi';
import { formatDateTime } from '@/lib/date-format';

/** The audit action of an erasure; its reason is the cause's code, told by the text instead. */
const PERSONAL_DATA_ERASE = 'entry_request.personal_data_erase';
/** A step of the request's escalation; its reason is the channel it went by, push or e-mail. */
const ESCALATE = 'entry_request.escalate';

/** Who decided what, when and why, oldest first. */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation('review');
  if (entries.length === 0) return <p className="text-slate-600">{t('audit.empty')}</p>;

  const describe = (entry: AuditEntry) => {
    const actor = isolate(entry.actorName ?? t('audit.worker'));
    if (entry.action === PERSONAL_DATA_ERASE) {
      return entry.actorName
        ? t('audit.personalDataErased', { actor })
        : t('audit.personalDataExpired');
    }
    if (entry.action === ESCALATE) {
      return entry.reason === 'email' ? t('audit.escalatedEmail') : t('audit.escalatedPush');
    }
    if (entry.action.endsWith('.exit')) {
      return entry.actorName ? t('audit.exit', { actor }) : t('audit.exitByWorker');
    }
    if (isRequestStatus(entry.toStatus)) {
      const to = t(`status.${entry.toStatus}`);
      return isRequestStatus(entry.fromStatus)
        ? t('audit.statusChange', { actor, from: t(`status.${entry.fromStatus}`), to })
        : t('audit.statusSet', { actor, to });
    }
    return t('audit.other', { actor, action: entry.action });
  };

  return (
    <ol className="flex flex-col gap-3 border-s-2 border-slate-200 ps-4">
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          <span
            aria-hidden
            className="absolute -start-[1.4rem] top-1.5 size-3 rounded-full bg-blue-800"
          />
          <p className="font-medium text-slate-900">{describe(entry)}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
          </p>
          {entry.reason && entry.action !== PERSONAL_DATA_ERASE && entry.action !== ESCALATE && (
            <p className="mt-1 text-base text-slate-800">
              {t('audit.reason', { reason: isolate(entry.reason) })}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
