import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { useStaffSession } from '@/features/auth/hooks/use-staff-session';

interface AdminPageProps {
  /** Names the page's region for screen readers; the shell shows it as the heading. */
  title: string;
  children: (user: SessionUser) => ReactNode;
}

/**
 * The body of an admin page inside the manager shell, given the signed-in user. Who may open it
 * is decided before, by the shell's ScreenGuard (routes/manager-shell/lib/screen-access.ts).
 */
export function AdminPage({ title, children }: AdminPageProps) {
  const { t } = useTranslation('common');
  const session = useStaffSession();
  return (
    <section aria-label={title} className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      {session.status === 'loading' && <p className="text-slate-600">{t('loading')}</p>}
      {session.status === 'authenticated' && children(session.user)}
    </section>
  );
}
