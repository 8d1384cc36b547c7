import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { useStaffSession } from '@/features/auth/hooks/use-staff-session';
import { NoPermission } from '@/features/platform-admin/components/no-permission';

interface AdminPageProps {
  /** Names the page's region for screen readers; the shell shows it as the heading. */
  title: string;
  /** Who may see the page; the server enforces the same, this only explains. */
  isAllowed: (user: SessionUser) => boolean;
  reason: 'mainAccountOnly' | 'platformOnly';
  children: (user: SessionUser) => ReactNode;
}

/** The body of an admin page inside the manager shell, or the no-permission page. */
export function AdminPage({ title, isAllowed, reason, children }: AdminPageProps) {
  const { t } = useTranslation('common');
  const session = useStaffSession();
  return (
    <section aria-label={title} className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      {session.status === 'loading' && <p className="text-slate-600">{t('loading')}</p>}
      {session.status === 'authenticated' &&
        (isAllowed(session.user) ? children(session.user) : <NoPermission reason={reason} />)}
    </section>
  );
}

export const isSuperAdmin = (user: SessionUser) => user.role === 'super_admin';
