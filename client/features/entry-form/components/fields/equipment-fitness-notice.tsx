import { useTranslation } from 'react-i18next';
import { isUsable, type FitnessState } from '@shared/inspections/inspection-rules';

/**
 * What the worker is told at once when the scaffold or platform he named is not fit for use by
 * its inspections (closed, overdue, due again after weather or a change, never inspected).
 */
export function EquipmentFitnessNotice({ fitness }: { fitness: FitnessState | undefined }) {
  const { t } = useTranslation('inspections');
  if (!fitness || isUsable(fitness)) return null;
  return (
    <p role="alert" className="mt-1 rounded-md bg-red-50 p-2 text-red-900">
      {t('gate.unfit', { state: t(`state.${fitness}`, { date: '' }) })}
    </p>
  );
}
