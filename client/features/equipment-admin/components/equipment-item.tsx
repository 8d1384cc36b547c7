import { useTranslation } from 'react-i18next';
import type { ManagedEquipment } from '@shared/schemas/equipment-admin.schemas';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { FitnessChip } from './fitness-chip';

interface EquipmentItemProps {
  item: ManagedEquipment;
  canEdit: boolean;
  onEdit: () => void;
  onExit: (entryId: string, name: string) => void;
  isExiting: boolean;
}

const stateLook = {
  overdue: 'bg-red-100 text-red-900',
  due_soon: 'bg-amber-100 text-amber-900',
  ok: 'bg-green-100 text-green-900',
  unscheduled: 'bg-slate-100 text-slate-700',
} as const;

/** One scaffold or platform: where it is, its inspection, and who works on it today. */
export function EquipmentItem({ item, canEdit, onEdit, onExit, isExiting }: EquipmentItemProps) {
  const { t } = useTranslation('manage');
  const isInactive = item.status === 'inactive';
  return (
    <li
      className={cn('rounded-lg border border-slate-200 bg-white p-4', isInactive && 'opacity-70')}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-bold text-slate-900">
            <bdi dir="ltr">{item.number}</bdi> · <span dir="auto">{item.label}</span>
          </p>
          <p className="text-sm text-slate-700">
            {item.siteName ?? t('equipment.noSite')}
            {item.location && ` · ${item.location}`}
            {isInactive && (
              <span className="ms-2 rounded bg-slate-200 px-2 py-0.5 font-semibold">
                {t('equipment.inactive')}
              </span>
            )}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span>
              {t('equipment.lastInspection')}: {item.lastInspection ?? '—'}
            </span>
            <span>
              {t('equipment.nextInspection')}: {item.nextInspectionDue ?? '—'}
            </span>
            <span
              className={cn('rounded px-2 py-0.5 font-semibold', stateLook[item.inspectionState])}
            >
              {t(`equipment.state.${item.inspectionState}`, {
                count: Math.abs(item.daysUntilInspection ?? 0),
              })}
            </span>
          </p>
          <FitnessChip item={item} />
        </div>
        {canEdit && (
          <Button variant="secondary" onClick={onEdit}>
            {t('edit')}
          </Button>
        )}
      </div>
      <div className="mt-3 border-t border-slate-100 pt-3">
        <p className="text-sm font-semibold text-slate-800">
          {t('equipment.workersToday', { count: item.workers.length })}
        </p>
        {item.workers.length > 0 && (
          <ul className="mt-2 flex flex-col gap-2">
            {item.workers.map((worker) => {
              const name = `${worker.firstName} ${worker.lastName}`.trim();
              return (
                <li
                  key={worker.entryId}
                  className="flex flex-wrap items-center justify-between gap-2 rounded bg-slate-50 px-3 py-2"
                >
                  <span>
                    <span className="font-semibold" dir="auto">
                      {name}
                    </span>{' '}
                    <span className="text-sm text-slate-600">
                      {t('equipment.workerDetails', {
                        company: worker.company,
                        number: worker.requestNumber,
                        site: worker.siteName,
                      })}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    disabled={isExiting}
                    onClick={() => onExit(worker.entryId, name)}
                  >
                    {t('equipment.markExit')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </li>
  );
}
