import { useTranslation } from 'react-i18next';
import { isUsable } from '@shared/inspections/inspection-rules';
import type { FitnessView } from '@shared/schemas/inspection.schemas';
import { formatDay } from '@/lib/date-format';
import { cn } from '@/lib/cn';

/** An item's state now in words: fit until when, or not fit and why. */
export function FitnessBanner({ fitness }: { fitness: FitnessView }) {
  const { t, i18n } = useTranslation('inspections');
  const usable = isUsable(fitness.state);
  const date = fitness.fitUntil ? formatDay(fitness.fitUntil, i18n.language) : '';
  return (
    <div
      role="status"
      className={cn(
        'rounded-lg border-2 p-4',
        usable
          ? 'border-green-700 bg-green-50 text-green-900'
          : 'border-red-700 bg-red-50 text-red-900',
      )}
    >
      <p className="text-xl font-bold">{t(`state.${fitness.state}`, { date })}</p>
      {fitness.reason && fitness.state !== 'fit' && (
        <p className="mt-1">{t(`reason.${fitness.reason}`)}</p>
      )}
      {fitness.closedReason && <p className="mt-1">{t(`closedReason.${fitness.closedReason}`)}</p>}
      <p className="mt-2 text-sm">
        {fitness.lastInspectedOn
          ? t('tag.lastInspection', { date: formatDay(fitness.lastInspectedOn, i18n.language) })
          : t('tag.noInspection')}
      </p>
    </div>
  );
}
