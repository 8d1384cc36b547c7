import { useTranslation } from 'react-i18next';
import { EquipmentScreen } from '@/features/equipment-admin/components/equipment-screen';
import { useManagedSites } from '@/features/managed-sites/api/get-managed-sites';
import { ManagePage } from './manage-page';

function Equipment({ isSimple }: { isSimple: boolean }) {
  const sites = useManagedSites();
  // The list works without the sites; they only name the choices of the item form.
  return <EquipmentScreen sites={sites.data ?? []} isSimple={isSimple} />;
}

/**
 * /manager/scaffolding-management and, without import, export and editing,
 * /manager/simple-scaffolding-management.
 */
export function ScaffoldingManagementPage({ isSimple = false }: { isSimple?: boolean }) {
  const { t } = useTranslation('manage');
  return (
    <ManagePage title={t('titles.scaffolding')}>
      {() => <Equipment isSimple={isSimple} />}
    </ManagePage>
  );
}

export function SimpleScaffoldingManagementPage() {
  return <ScaffoldingManagementPage isSimple />;
}
