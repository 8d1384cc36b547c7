import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@shared/constants';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { useStaffSession } from '@/features/auth/hooks/use-staff-session';
import { Alert } from '@/components/ui/alert';

interface ManagePageProps {
  /** Names the page's region for screen readers; the shell shows it as the heading. */
  title: string;
  /** Roles that may use the screen; the server enforces the same, this only explains. */
  roles: readonly Role[];
  children: (user: SessionUser) => ReactNode;
}

/**
 * The body of a management screen inside the manager shell: the signed-in user for the screen,
 * or a clear sentence instead of the screen for a role that may not use it.
 */
export function ManagePage({ title, roles, children }: ManagePageProps) {
  const { t } = useTranslation('manage');
  const session = useStaffSession();
  return (
    <section aria-label={title} className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      {session.status === 'loading' && <p className="text-slate-600">{t('loading')}</p>}
      {session.status === 'authenticated' &&
        (roles.includes(session.user.role) ? (
          children(session.user)
        ) : (
          <Alert tone="warning">{t('noPermission')}</Alert>
        ))}
    </section>
  );
}

export const EDITOR_ROLES: readonly Role[] = ['super_admin', 'admin', 'company_admin', 'manager'];
export const ADMIN_ROLES: readonly Role[] = ['super_admin', 'admin', 'company_admin'];
export const STAFF: readonly Role[] = [...ADMIN_ROLES, 'manager', 'safety_manager'];
