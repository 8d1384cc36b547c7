import { useTranslation } from 'react-i18next';
import { EquipmentSettingsCard } from '@/features/equipment-admin/components/equipment-settings-form';
import { ManagePage } from './manage-page';

/** /manager/scaffolding-settings: the inspection interval and the number rule. */
export function ScaffoldingSettingsPage() {
  const { t } = useTranslation('manage');
  return (
    <ManagePage title={t('titles.scaffoldingSettings')}>
      {() => <EquipmentSettingsCard />}
    </ManagePage>
  );
}
