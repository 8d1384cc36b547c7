import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUEST_STATUSES } from '@shared/entry-request/lifecycle';
import type { HistoryFilters as Filters } from '@shared/schemas/entry-review.schemas';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';

export interface SiteOption {
  id: number;
  name: string;
}

interface HistoryFiltersProps {
  sites: SiteOption[];
  value: Filters;
  onChange: (filters: Filters) => void;
}

/** Site, status, dates and a search over name, phone and request number. */
export function HistoryFilters({ sites, value, onChange }: HistoryFiltersProps) {
  const { t } = useTranslation('review');
  const [draft, setDraft] = useState<Filters>(value);
  const [rangeError, setRangeError] = useState<string | null>(null);

  const set = <K extends keyof Filters>(key: K, next: Filters[K]) =>
    setDraft((current) => ({ ...current, [key]: next || undefined }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(t('history.rangeError'));
      return;
    }
    setRangeError(null);
    onChange({ ...draft, q: draft.q?.trim() || undefined });
  };

  const clear = () => {
    setDraft({});
    setRangeError(null);
    onChange({});
  };

  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label={t('history.filters')}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <TextField
        className="min-w-0 flex-[2_1_16rem]"
        type="search"
        label={t('history.search')}
        placeholder={t('history.searchPlaceholder')}
        value={draft.q ?? ''}
        maxLength={100}
        onChange={(event) => set('q', event.target.value)}
      />
      {sites.length > 1 && (
        <SelectField
          className="min-w-0 flex-[1_1_10rem]"
          label={t('history.site')}
          value={draft.siteId ?? ''}
          onChange={(event) => set('siteId', Number(event.target.value) || undefined)}
        >
          <option value="">{t('allSites')}</option>
          {sites.map((site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        className="min-w-0 flex-[1_1_10rem]"
        label={t('history.status')}
        value={draft.status ?? ''}
        onChange={(event) => set('status', (event.target.value || undefined) as Filters['status'])}
      >
        <option value="">{t('history.anyStatus')}</option>
        {REQUEST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        className="min-w-0 flex-[1_1_9rem]"
        type="date"
        label={t('history.from')}
        value={draft.from ?? ''}
        max={draft.to}
        onChange={(event) => set('from', event.target.value)}
      />
      <TextField
        className="min-w-0 flex-[1_1_9rem]"
        type="date"
        label={t('history.to')}
        value={draft.to ?? ''}
        min={draft.from}
        error={rangeError}
        onChange={(event) => set('to', event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t('history.apply')}</Button>
        <Button variant="secondary" onClick={clear}>
          {t('history.clear')}
        </Button>
      </div>
    </form>
  );
}
