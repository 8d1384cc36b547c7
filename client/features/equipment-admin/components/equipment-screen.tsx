import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EquipmentKind, ManagedEquipment } from '@shared/schemas/equipment-admin.schemas';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useEquipment } from '../api/get-equipment';
import { useMarkExit } from '../api/mark-exit';
import { exportUrl, inspectionWarnings, visibleItems } from '../lib/equipment-view';
import { EquipmentFormDialog } from './equipment-form-dialog';
import { EquipmentItem } from './equipment-item';
import { ImportDialog } from './import-dialog';
import { InspectionReminders } from './inspection-reminders';
import { WeatherMark } from './weather-mark';

interface EquipmentScreenProps {
  sites: ManagedSite[];
  /** Whether the user may mark rain or strong wind on his sites (the access policy says). */
  mayMarkWeather?: boolean;
  /** The simple screen shows today's work and warnings, without import, export and adding. */
  isSimple?: boolean;
}

type Dialogs = { kind: 'edit'; item: ManagedEquipment | null } | { kind: 'import' } | null;

/** Scaffolds and lifting platforms: warnings, today's work, exits, and for admins the list itself. */
export function EquipmentScreen({
  sites,
  isSimple = false,
  mayMarkWeather = false,
}: EquipmentScreenProps) {
  const { t, i18n } = useTranslation('manage');
  const equipment = useEquipment();
  const markExit = useMarkExit();
  const [kind, setKind] = useState<EquipmentKind>('scaffold');
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (equipment.isPending) return <p className="text-slate-600">{t('loading')}</p>;
  if (equipment.isError) return <Alert tone="error">{errorText(equipment.error, i18n.t)}</Alert>;
  const { items, canEdit, settings } = equipment.data;
  const mayEdit = canEdit && !isSimple;
  const warnings = inspectionWarnings(items);
  const shown = visibleItems(items, kind, search);

  const exit = (entryId: string, name: string) =>
    markExit.mutate(entryId, {
      onSuccess: () => setNotice({ tone: 'success', text: t('equipment.exitDone', { name }) }),
      onError: (error) => setNotice({ tone: 'error', text: errorText(error, i18n.t) }),
    });

  return (
    <div className="flex flex-col gap-4">
      {mayMarkWeather && <WeatherMark sites={sites} />}
      <InspectionReminders items={items} />
      {(warnings.overdue.length > 0 || warnings.dueSoon.length > 0) && (
        <Alert tone={warnings.overdue.length ? 'error' : 'warning'}>
          <p className="font-semibold">{t('equipment.warningsTitle')}</p>
          {warnings.overdue.length > 0 && (
            <p>
              {t('equipment.overdueList', { count: warnings.overdue.length })}{' '}
              <bdi dir="ltr">{warnings.overdue.map((i) => i.number).join(', ')}</bdi>
            </p>
          )}
          {warnings.dueSoon.length > 0 && (
            <p>
              {t('equipment.dueSoonList', { count: warnings.dueSoon.length })}{' '}
              <bdi dir="ltr">{warnings.dueSoon.map((i) => i.number).join(', ')}</bdi>
            </p>
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
              {t(`equipment.kindsPlural.${option}`)} (
              {items.filter((i) => i.kind === option).length})
            </button>
          ))}
        </div>
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
      {shown.length === 0 ? (
        <p className="text-slate-600">
          {search ? t('equipment.noMatch') : t(`equipment.empty.${kind}`)}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.map((item) => (
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
