import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isUsable } from '@shared/inspections/inspection-rules';
import type { ManagedEquipment } from '@shared/schemas/equipment-admin.schemas';
import { formatDay } from '@/lib/date-format';
import { cn } from '@/lib/cn';

/**
 * The item's state by its inspections: fit until when, due today, or not fit and why, with the
 * number of people on site on an item that is not fit; it opens the item's inspections.
 */
export function FitnessChip({ item }: { item: ManagedEquipment }) {
  const { t, i18n } = useTranslation('inspections');
  const { fitness } = item;
  const usable = isUsable(fitness.state);
  const date = fitness.fitUntil ? formatDay(fitness.fitUntil, i18n.language) : '';
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
      <span
        data-fitness={fitness.state}
        className={cn(
          'rounded px-2 py-0.5 font-semibold',
          fitness.state === 'fit' && 'bg-green-100 text-green-900',
          fitness.state === 'due_today' && 'bg-amber-100 text-amber-900',
          !usable && 'bg-red-100 text-red-900',
        )}
      >
        {t(`state.${fitness.state}`, { date })}
        {fitness.reason && fitness.state !== 'fit' && ` · ${t(`reason.${fitness.reason}`)}`}
        {fitness.closedReason && ` · ${t(`closedReason.${fitness.closedReason}`)}`}
      </span>
      {!usable && item.workers.length > 0 && (
        <span className="rounded bg-red-700 px-2 py-0.5 font-semibold text-white">
          {t('list.onUnfit', { count: item.workers.length })}
        </span>
      )}
      <Link className="underline" to={`/manager/inspections/${item.id}`}>
        {t('list.open')}
      </Link>
    </p>
  );
}
