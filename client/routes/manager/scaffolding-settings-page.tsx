import { useTranslation } from 'react-i18next';
import { sessionCan } from '@shared/access/policy';
import { EquipmentSettingsCard } from '@/features/equipment-admin/components/equipment-settings-form';
import { IntervalSettingsCard } from '@/features/equipment-inspections/components/interval-settings';
import { ManagePage } from './manage-page';

/** /manager/scaffolding-settings: the number rule and how often the law's inspections recur. */
export function ScaffoldingSettingsPage() {
  const { t } = useTranslation('manage');
  return (
    <ManagePage title={t('titles.scaffoldingSettings')}>
      {(user) => (
        <>
          <EquipmentSettingsCard />
          <IntervalSettingsCard canEdit={sessionCan(user, 'equipment.checklists')} />
        </>
      )}
    </ManagePage>
  );
}
