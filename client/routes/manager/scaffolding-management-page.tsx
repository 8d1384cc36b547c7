import { useTranslation } from 'react-i18next';
import { sessionCan } from '@shared/access/policy';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { EquipmentScreen } from '@/features/equipment-admin/components/equipment-screen';
import { useManagedSites } from '@/features/managed-sites/api/get-managed-sites';
import { ManagePage } from './manage-page';

function Equipment({ isSimple, user }: { isSimple: boolean; user: SessionUser }) {
  const sites = useManagedSites();
  // The list works without the sites; they only name the choices of the item form.
  return (
    <EquipmentScreen
      sites={sites.data ?? []}
      isSimple={isSimple}
      mayMarkWeather={sessionCan(user, 'equipment.events')}
    />
  );
}

/**
 * /manager/scaffolding-management and, without import, export and editing,
 * /manager/simple-scaffolding-management.
 */
export function ScaffoldingManagementPage({ isSimple = false }: { isSimple?: boolean }) {
  const { t } = useTranslation('manage');
  return (
    <ManagePage title={t('titles.scaffolding')}>
      {(user) => <Equipment isSimple={isSimple} user={user} />}
    </ManagePage>
  );
}

export function SimpleScaffoldingManagementPage() {
  return <ScaffoldingManagementPage isSimple />;
}
