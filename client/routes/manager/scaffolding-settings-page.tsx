import { useTranslation } from 'react-i18next';
import { EquipmentSettingsCard } from '@/features/equipment-admin/components/equipment-settings-form';
import { ADMIN_ROLES, ManagePage } from './manage-page';

/** /manager/scaffolding-settings: the inspection interval and the number rule. */
export function ScaffoldingSettingsPage() {
  const { t } = useTranslation('manage');
  return (
    <ManagePage title={t('titles.scaffoldingSettings')}>
      {(user) => <EquipmentSettingsCard canEdit={ADMIN_ROLES.includes(user.role)} />}
    </ManagePage>
  );
}
