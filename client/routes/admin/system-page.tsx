import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hubFor } from '@/routes/manager-shell/lib/menu';
import { SystemScreen } from '@/features/platform-admin/components/system-screen';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { AdminPage } from './admin-page';

/** The platform's other screens, each at its own address, that the user may open. */
function PlatformHub({ user }: { user: SessionUser }) {
  const { t } = useTranslation('staff');
  return (
    <nav
      aria-labelledby="system-hub-title"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="system-hub-title" className="text-lg font-bold text-slate-900">
        {t('systemHub.title')}
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {hubFor(user).map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="flex min-h-12 items-center rounded-lg border border-slate-300 px-3 font-semibold text-blue-800 hover:bg-slate-50"
            >
              {t(`menu.${item.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /admin/system: "system management", the platform's hub and its monitoring. */
export function SystemPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminPage title={t('titles.system')}>
      {(user) => (
        <>
          <PlatformHub user={user} />
          <SystemScreen />
        </>
      )}
    </AdminPage>
  );
}
