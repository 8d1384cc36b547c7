import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sessionCan } from '@shared/access/policy';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { isoDayIn, PLATFORM_TIME_ZONE } from '@shared/time/calendar-day';
import { EquipmentScreen } from '@/features/equipment-admin/components/equipment-screen';
import { StoppageForm } from '@/features/equipment-inspections/components/stoppage-form';
import { useManagedSites } from '@/features/managed-sites/api/get-managed-sites';
import { ManagePage } from './manage-page';

/** The inspection screens beside the list: the register for all, the settings for admins. */
function InspectionLinks({ user }: { user: SessionUser }) {
  const { t } = useTranslation('inspections');
  const links = [
    { to: '/manager/inspection-register', label: t('register.open'), shown: true },
    {
      to: '/manager/inspection-checklists',
      label: t('links.checklists'),
      shown: sessionCan(user, 'equipment.checklists'),
    },
    {
      to: '/manager/inspection-qualifications',
      label: t('links.qualifications'),
      shown: sessionCan(user, 'equipment.checklists'),
    },
  ];
  return (
    <nav aria-label={t('summary.title')} className="flex flex-wrap gap-x-4 gap-y-2">
      {links
        .filter((link) => link.shown)
        .map((link) => (
          <Link key={link.to} to={link.to} className="text-blue-800 underline">
            {link.label}
          </Link>
        ))}
    </nav>
  );
}

function Equipment({ isSimple, user }: { isSimple: boolean; user: SessionUser }) {
  const sites = useManagedSites();
  const mayMarkEvents = sessionCan(user, 'equipment.events');
  // The list works without the sites; they only name the choices of the item form.
  return (
    <>
      <InspectionLinks user={user} />
      <EquipmentScreen
        sites={sites.data ?? []}
        isSimple={isSimple}
        mayMarkWeather={mayMarkEvents}
      />
      {mayMarkEvents && sites.data && (
        <StoppageForm sites={sites.data} today={isoDayIn(new Date(), PLATFORM_TIME_ZONE)} />
      )}
    </>
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
