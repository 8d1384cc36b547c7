import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCESS_KINDS } from '@shared/schemas/access-log.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { accessLogQuery, type AccessLogFilters } from '@/data/access-log';
import { managedUsersQuery } from '@/data/users';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-format';

const EMPTY: AccessLogFilters = { userId: '', kind: '', from: '', to: '', page: 1 };

/** Who read the company's workers' data, what, when and from where, by user, kind and day. */
export function AccessLogScreen() {
  const { t, i18n } = useTranslation('manage');
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState(EMPTY);
  const log = useQuery(accessLogQuery(filters));
  const users = useQuery(managedUsersQuery());

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, page: 1 });
  };
  const field = (name: 'userId' | 'kind' | 'from' | 'to') => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <section aria-labelledby="access-log-title" className="flex flex-col gap-4">
      <h2 id="access-log-title" className="text-xl font-bold text-slate-900">
        {t('accessLog.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('accessLog.intro')}</p>
      <form
        onSubmit={apply}
        aria-label={t('accessLog.filters')}
        className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-5 md:items-end"
      >
        <SelectField label={t('accessLog.user')} {...field('userId')}>
          <option value="">{t('accessLog.everyone')}</option>
          {users.data?.users.map((user) => (
            <option key={user.id} value={String(user.id)}>
              {`${user.firstName} ${user.lastName}`.trim() || user.username}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('accessLog.kind')} {...field('kind')}>
          <option value="">{t('accessLog.anyKind')}</option>
          {ACCESS_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`accessLog.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('auditLog.from')} type="date" {...field('from')} />
        <TextField label={t('auditLog.to')} type="date" {...field('to')} />
        <Button type="submit">{t('auditLog.apply')}</Button>
      </form>
      {log.isPending && <p className="text-slate-600">{t('loading')}</p>}
      {log.isError && <Alert tone="error">{errorText(log.error, i18n.t)}</Alert>}
      {log.data && log.data.items.length === 0 && (
        <p className="text-slate-600">{t('accessLog.empty')}</p>
      )}
      {log.data && log.data.items.length > 0 && (
        <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {log.data.items.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 p-3">
              <span className="font-semibold text-slate-900">
                {t(`accessLog.kinds.${entry.kind}`)}
              </span>
              <span className="text-sm text-slate-700">
                <time dateTime={entry.createdAt}>
                  {formatDateTime(entry.createdAt, i18n.language)}
                </time>{' '}
                · <bdi>{entry.userName ?? t('auditLog.system')}</bdi> ·{' '}
                <bdi dir="ltr">{entry.address}</bdi>
              </span>
              <span className="text-sm break-all text-slate-600" dir="ltr">
                {entry.subject}
              </span>
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
    </section>
  );
}
