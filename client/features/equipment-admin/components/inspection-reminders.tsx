import { useTranslation } from 'react-i18next';
import type { ManagedEquipment } from '@shared/schemas/equipment-admin.schemas';
import { Alert } from '@/components/ui/alert';

/**
 * The inspections that need someone today: due today, overdue or due again, and closed items,
 * each by number, at the top of the list.
 */
export function InspectionReminders({ items }: { items: readonly ManagedEquipment[] }) {
  const { t } = useTranslation('inspections');
  const active = items.filter((item) => item.status === 'active');
  const groups = (['due_today', 'overdue', 'due_now', 'closed', 'never'] as const)
    .map((state) => ({ state, numbers: active.filter((i) => i.fitness.state === state) }))
    .filter((group) => group.numbers.length > 0);
  if (groups.length === 0) return null;
  return (
    <Alert tone={groups.some((g) => g.state !== 'due_today') ? 'error' : 'warning'}>
      <ul>
        {groups.map(({ state, numbers }) => (
          <li key={state}>
            {t(`state.${state}`, { date: '' })}:{' '}
            <bdi dir="ltr">{numbers.map((i) => i.number).join(', ')}</bdi>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
