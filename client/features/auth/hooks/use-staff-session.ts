import { useEffect, useState } from 'react';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { useAuthStatus } from '../api/auth-status';
import { dropStaleUser, hasSignedOut, readStoredUser, storeUser } from '../lib/user-storage';

export type StaffSession =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: SessionUser; persistedForAdmin: boolean };

/**
 * Who is signed in, as /api/auth/status says (and whether the login is persisted). Until it
 * answers the session is loading, even with a user kept in storage: that user's session may
 * have ended (a browser reopened with only the remember-me cookie), and the screens behind the
 * guard would send calls that answer 401 before the sign-in page could sign him in again.
 * A failed status call counts as signed out, unless a stored user exists:
 * a dropped connection must not throw a manager out of his screens.
 */
export function useStaffSession(): StaffSession {
  const [stored] = useState(readStoredUser);
  const { data, isError } = useAuthStatus();

  useEffect(() => {
    if (!data) return;
    // An answer that was on its way while the user signed out must not bring his data back.
    if (data.authenticated && data.user) {
      if (!hasSignedOut()) storeUser(data.user);
    } else {
      dropStaleUser();
    }
  }, [data]);

  if (data) {
    return data.authenticated && data.user
      ? { status: 'authenticated', user: data.user, persistedForAdmin: data.persistedForAdmin }
      : { status: 'anonymous' };
  }
  if (!isError) return { status: 'loading' };
  if (stored.kind === 'user') {
    return { status: 'authenticated', user: stored.user, persistedForAdmin: false };
  }
  return { status: 'anonymous' };
}
