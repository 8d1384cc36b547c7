import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  EquipmentKind,
  EquipmentStateFilter,
  ManagedEquipment,
} from '@shared/schemas/equipment-admin.schemas';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSettledValue } from '@/lib/use-settled-value';
import { useEquipment, useEquipmentSummary } from '../api/get-equipment';
import { useMarkExit } from '../api/mark-exit';
import { exportUrl } from '../lib/equipment-view';
import { EquipmentFormDialog } from './equipment-form-dialog';
import { EquipmentItem } from './equipment-item';
import { ImportDialog } from './import-dialog';
import { StateFilter } from './state-filter';
import { WeatherMark } from './weather-mark';

interface EquipmentScreenProps {
  sites: ManagedSite[];
  /** Whether the user may mark rain or strong wind on his sites (the access policy says). */
  mayMarkWeather?: boolean;
  /** The simple screen shows today's work and warnings, without import, export and adding. */
  isSimple?: boolean;
}

type Dialogs = { kind: 'edit'; item: ManagedEquipment | null } | { kind: 'import' } | null;

/**
 * Scaffolds and lifting platforms: warnings, today's work, exits, and for admins the list itself.
 * The server searches, filters and pages the list (decision 080); the counts come from its summary.
 */
export function EquipmentScreen({
  sites,
  isSimple = false,
  mayMarkWeather = false,
}: EquipmentScreenProps) {
  const { t, i18n } = useTranslation('manage');
  const [kind, setKind] = useState<EquipmentKind>('scaffold');
  const [state, setState] = useState<EquipmentStateFilter | undefined>(undefined);
  const [search, setSearch] = useState('');
  const askedSearch = useSettledValue(search.trim());
  const equipment = useEquipment({ kind, state, search: askedSearch });
  // The counts come beside the page, so the list shows as soon as its page arrives.
  const summary = useEquipmentSummary(kind).data;
  const markExit = useMarkExit();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (equipment.isPending) return <p className="text-slate-600">{t('loading')}</p>;
  if (equipment.isLoadingError) {
    return <Alert tone="error">{errorText(equipment.error, i18n.t)}</Alert>;
  }
  const [first] = equipment.data.pages;
  const { canEdit, settings, total } = first!;
  const items = equipment.data.pages.flatMap((page) => page.items);
  const mayEdit = canEdit && !isSimple;
  const warnings = summary?.warnings ?? { overdue: 0, due_soon: 0 };

  const exit = (entryId: string, name: string) =>
    markExit.mutate(entryId, {
      onSuccess: () => setNotice({ tone: 'success', text: t('equipment.exitDone', { name }) }),
      onError: (error) => setNotice({ tone: 'error', text: errorText(error, i18n.t) }),
    });

  return (
    <div className="flex flex-col gap-4">
      {mayMarkWeather && <WeatherMark sites={sites} />}
      {(warnings.overdue > 0 || warnings.due_soon > 0) && (
        <Alert tone={warnings.overdue ? 'error' : 'warning'}>
          <p className="font-semibold">{t('equipment.warningsTitle')}</p>
          {warnings.overdue > 0 && (
            <p>{t('equipment.overdueCount', { count: warnings.overdue })}</p>
          )}
          {warnings.due_soon > 0 && (
            <p>{t('equipment.dueSoonCount', { count: warnings.due_soon })}</p>
          )}
        </Alert>
      )}
      <Card className="flex flex-col gap-4">
        <div
          className="flex flex-wrap items-center gap-2"
          role="group"
          aria-label={t('equipment.kind')}
        >
          {(['scaffold', 'platform'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={kind === option}
              onClick={() => setKind(option)}
              className={cn(
                'min-h-11 rounded-lg border px-4 font-semibold',
                kind === option
                  ? 'border-blue-900 bg-blue-900 text-white'
                  : 'border-slate-300 bg-white text-slate-900',
              )}
            >
              {t(`equipment.kindsPlural.${option}`)}
              {summary && ` (${summary.kinds[option]})`}
            </button>
          ))}
        </div>
        <StateFilter
          value={state}
          onChange={setState}
          counts={summary && { all: summary.kinds[kind], ...summary.states }}
        />
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label={t('equipment.search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="min-w-[min(14rem,100%)] flex-1"
          />
          {mayEdit && (
            <Button onClick={() => setDialog({ kind: 'edit', item: null })}>
              {t(`equipment.add.${kind}`)}
            </Button>
          )}
          {mayEdit && (
            <Button variant="secondary" onClick={() => setDialog({ kind: 'import' })}>
              {t('equipment.import')}
            </Button>
          )}
          {!isSimple && (
            <a href={exportUrl(kind)} download className={buttonClassName('secondary')}>
              {t('equipment.export')}
            </a>
          )}
        </div>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </Card>
      {equipment.isRefetchError && <Alert tone="error">{errorText(equipment.error, i18n.t)}</Alert>}
      {items.length === 0 ? (
        <p className="text-slate-600" aria-live="polite">
          {askedSearch || state ? t('equipment.noMatch') : t(`equipment.empty.${kind}`)}
        </p>
      ) : (
        <ul
          className="flex flex-col gap-3"
          aria-busy={equipment.isPlaceholderData}
          aria-label={t(`equipment.kindsPlural.${kind}`)}
        >
          {items.map((item) => (
            <EquipmentItem
              key={item.id}
              item={item}
              canEdit={mayEdit}
              onEdit={() => setDialog({ kind: 'edit', item })}
              onExit={exit}
              isExiting={markExit.isPending}
            />
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <div className="flex flex-wrap items-center justify-center gap-3">
          <span className="text-slate-600" aria-live="polite">
            {t('equipment.shown', { shown: items.length, total })}
          </span>
          {equipment.hasNextPage && (
            <Button
              variant="secondary"
              onClick={() => void equipment.fetchNextPage()}
              disabled={equipment.isFetchingNextPage}
            >
              {equipment.isFetchingNextPage ? t('loading') : t('equipment.loadMore')}
            </Button>
          )}
        </div>
      )}
      {equipment.isFetchNextPageError && (
        <Alert tone="error">{errorText(equipment.error, i18n.t)}</Alert>
      )}
      {dialog?.kind === 'edit' && (
        <EquipmentFormDialog
          item={dialog.item}
          kind={kind}
          sites={sites}
          intervalDays={settings.inspectionIntervalDays}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            setNotice({ tone: 'success', text: t('equipment.saved', { number: saved.number }) });
          }}
        />
      )}
      {dialog?.kind === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
    </div>
  );
}
