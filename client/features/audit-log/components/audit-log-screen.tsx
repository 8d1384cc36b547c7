import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { auditLogQuery, type AuditLogFilters } from '@/data/audit-log';
import type { AuditLogEntry } from '@shared/schemas/audit-log.schemas';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-format';

const EMPTY: AuditLogFilters = { action: '', from: '', to: '', page: 1 };

/**
 * What a row says, in the user's language, with the names the server found: one sentence per
 * kind of action, and a plain one naming the action for a kind this screen does not know.
 */
function useSentence() {
  const { t, i18n } = useTranslation(['manage', 'review']);
  // The action and the statuses are data from the server: keys looked up, not known in advance.
  const text: TFunction = i18n.t;
  const status = (value: string | null) =>
    value ? text(`status.${value}`, { ns: 'review', defaultValue: value }) : '';
  return (entry: AuditLogEntry) =>
    text(`auditLog.sentences.${entry.action}`, {
      ns: 'manage',
      defaultValue: t('auditLog.sentences.other', { action: entry.action }),
      subject: entry.subject ?? t('auditLog.unknownSubject'),
      from: status(entry.fromStatus),
      to: status(entry.toStatus),
    });
}

/** The company's audit log for its admins: who did what and when, by action and day. */
export function AuditLogScreen() {
  const { t, i18n } = useTranslation('manage');
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState(EMPTY);
  const log = useQuery(auditLogQuery(filters));
  const sentence = useSentence();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, page: 1 });
  };
  const field = (name: 'action' | 'from' | 'to') => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={apply}
        aria-label={t('auditLog.filters')}
        className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-4 md:items-end"
      >
        <TextField
          label={t('auditLog.action')}
          hint={t('auditLog.actionHint')}
          {...field('action')}
        />
        <TextField label={t('auditLog.from')} type="date" {...field('from')} />
        <TextField label={t('auditLog.to')} type="date" {...field('to')} />
        <Button type="submit">{t('auditLog.apply')}</Button>
      </form>
      {log.isPending && <p className="text-slate-600">{t('loading')}</p>}
      {log.isError && <Alert tone="error">{errorText(log.error, i18n.t)}</Alert>}
      {log.data && log.data.items.length === 0 && (
        <p className="text-slate-600">{t('auditLog.empty')}</p>
      )}
      {log.data && log.data.items.length > 0 && (
        <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {log.data.items.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 p-3">
              <span className="font-semibold text-slate-900">{sentence(entry)}</span>
              <span className="text-sm text-slate-700">
                <time dateTime={entry.createdAt}>
                  {formatDateTime(entry.createdAt, i18n.language)}
                </time>{' '}
                · <bdi>{entry.actorName ?? t('auditLog.system')}</bdi>
              </span>
              {entry.reason && (
                <span className="text-sm text-slate-600">
                  {t('auditLog.reason', { reason: entry.reason })}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={filters.page === 1}
          onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
        >
          {t('auditLog.previous')}
        </Button>
        <Button
          variant="secondary"
          disabled={!log.data?.hasMore}
          onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
        >
          {t('auditLog.next')}
        </Button>
      </div>
    </div>
  );
}
