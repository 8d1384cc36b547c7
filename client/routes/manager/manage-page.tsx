import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { useStaffSession } from '@/features/auth/hooks/use-staff-session';

interface ManagePageProps {
  /** Names the page's region for screen readers; the shell shows it as the heading. */
  title: string;
  children: (user: SessionUser) => ReactNode;
}

/**
 * The body of a management screen inside the manager shell, given the signed-in user. Whether
 * the role may open the screen at all is decided before, by the shell's ScreenGuard
 * (routes/manager-shell/lib/screen-access.ts).
 */
export function ManagePage({ title, children }: ManagePageProps) {
  const { t } = useTranslation('manage');
  const session = useStaffSession();
  return (
    <section aria-label={title} className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      {session.status === 'loading' && <p className="text-slate-600">{t('loading')}</p>}
      {session.status === 'authenticated' && children(session.user)}
    </section>
  );
}
