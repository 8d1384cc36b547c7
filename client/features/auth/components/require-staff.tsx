import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@shared/constants';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { useAutoLogout } from '../hooks/use-auto-logout';
import { useStaffSession } from '../hooks/use-staff-session';
import { rememberLastPage } from '../lib/user-storage';

/** Admin pages where a persisted main-account login is spared the auto-logout (docs/access.md). */
const PERSISTED_ADMIN_PATHS = [
  '/admin/companies',
  '/admin/aluminum-management',
  '/admin/simple-company-management',
];

export function isPersistedAdminPath(pathname: string): boolean {
  return PERSISTED_ADMIN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

interface RequireStaffProps {
  /** Roles allowed; others go to the manager dashboard. Absent: any signed-in user. */
  roles?: readonly Role[];
  /** Shown while the session is being checked. */
  loading: ReactNode;
  children: (session: { user: SessionUser; persistedForAdmin: boolean }) => ReactNode;
}

/**
 * The guard of the staff screens: no session goes to /login, a role not allowed goes to the
 * dashboard, and a signed-in user gets the 2-hour auto-logout.
 */
export function RequireStaff({ roles, loading, children }: RequireStaffProps) {
  const session = useStaffSession();
  const { pathname, search } = useLocation();
  const isSignedIn = session.status === 'authenticated';
  const username = isSignedIn ? session.user.username : null;
  useEffect(() => {
    if (username) rememberLastPage(username, `${pathname}${search}`);
  }, [username, pathname, search]);
  const isExempt = isSignedIn && session.persistedForAdmin && isPersistedAdminPath(pathname);
  useAutoLogout(isSignedIn && !isExempt);

  if (session.status === 'loading') return loading;
  if (session.status === 'anonymous') return <Navigate to="/login" replace />;
  if (roles && !roles.includes(session.user.role)) {
    return <Navigate to="/manager/dashboard" replace />;
  }
  return children(session);
}
