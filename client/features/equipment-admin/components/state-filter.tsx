import { useTranslation } from 'react-i18next';
import {
  EQUIPMENT_STATE_FILTERS,
  type EquipmentStateFilter,
} from '@shared/schemas/equipment-admin.schemas';
import { cn } from '@/lib/cn';

const FILTERS = Object.keys(EQUIPMENT_STATE_FILTERS) as EquipmentStateFilter[];

interface StateFilterProps {
  value: EquipmentStateFilter | undefined;
  onChange: (value: EquipmentStateFilter | undefined) => void;
  /** Items per choice, once the summary has come. */
  counts: Record<EquipmentStateFilter | 'all', number> | undefined;
}

/**
 * The list by inspection state, each choice with its count: what needs someone today is one tap.
 * A state whose items need someone is marked red or amber while it has any.
 */
export function StateFilter({ value, onChange, counts }: StateFilterProps) {
  const { t } = useTranslation('manage');
  const choices: { filter: EquipmentStateFilter | undefined; count: number | undefined }[] = [
    { filter: undefined, count: counts?.all },
    ...FILTERS.map((filter) => ({ filter, count: counts?.[filter] })),
  ];
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="group"
      aria-label={t('equipment.filter.label')}
    >
      {choices.map(({ filter, count }) => {
        const isChosen = value === filter;
        const isAlarm = !!count && filter !== undefined && filter !== 'fit';
        return (
          <button
            key={filter ?? 'all'}
            type="button"
            aria-pressed={isChosen}
            onClick={() => onChange(filter)}
            className={cn(
              'min-h-11 rounded-full border px-4 font-semibold',
              isChosen
                ? 'border-blue-900 bg-blue-900 text-white'
                : isAlarm
                  ? filter === 'due_today'
                    ? 'border-amber-400 bg-amber-50 text-amber-900'
                    : 'border-red-300 bg-red-50 text-red-900'
                  : 'border-slate-300 bg-white text-slate-900',
            )}
          >
            {t(`equipment.filter.${filter ?? 'all'}`)}
            {count !== undefined && ` (${count})`}
          </button>
        );
      })}
    </div>
  );
}
