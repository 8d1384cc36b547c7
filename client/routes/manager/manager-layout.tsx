import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { PageLoading } from '@/app/page-loading';
import { usePrefetchStaffScreens } from '@/app/prefetch';
import { useRefreshUser } from '@/features/auth/api/auth-user';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { RequireStaff } from '@/features/auth/components/require-staff';
import { landingPathFor } from '@/features/auth/lib/landing';
import { logoutFromShell } from '@/features/auth/lib/logout';
import { ManagerShell } from '@/routes/manager-shell/components/manager-shell';
import { ScreenGuard } from '@/routes/manager-shell/components/screen-guard';
import { mayOpenScreen } from '@/routes/manager-shell/lib/screen-access';
import { installStaffApp } from '@/lib/staff-pwa';
import { StaffNotifications } from '@/features/staff-notifications/components/staff-notifications';

/** /manager/* and /admin/*: signed-in staff only, inside the manager shell, each screen to its roles. */
export function ManagerLayout() {
  usePrefetchStaffScreens();
  return (
    <RequireStaff loading={<PageLoading />}>
      {({ user }) => <SignedInShell user={user} />}
    </RequireStaff>
  );
}

function SignedInShell({ user }: { user: SessionUser }) {
  // Installable and offline-capable, with push notifications: the staff side only.
  useEffect(installStaffApp, []);
  const refreshUser = useRefreshUser();
  const [isPasswordDialogOpen, setIsPasswordDialogOpen] = useState(false);
  return (
    <ManagerShell
      user={user}
      onRefreshUser={() => refreshUser.mutate()}
      isRefreshing={refreshUser.isPending}
      onChangePassword={() => setIsPasswordDialogOpen(true)}
      onLogout={() => void logoutFromShell()}
    >
      <ScreenGuard user={user} landing={landingPathFor(user)}>
        <Outlet />
      </ScreenGuard>
      {/* New requests are announced to whoever may open the queue they join. */}
      {mayOpenScreen(user, '/manager/approval-queue') && <StaffNotifications />}
      <ChangePasswordDialog open={isPasswordDialogOpen} onOpenChange={setIsPasswordDialogOpen} />
    </ManagerShell>
  );
}
