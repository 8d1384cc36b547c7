import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTO_LOGOUT_MS } from '@shared/constants';
import { logoutRequest } from '../api/logout';
import { closeOrLeave } from '../lib/leave-page';
import { clearUserData } from '../lib/user-storage';

/**
 * Signs the user out 2 hours after the page loaded: the user keys go,
 * userLoggedOut is set, an alert explains why, the server session ends, and the window closes
 * when another window opened it, or else goes to /login.
 */
export function useAutoLogout(isEnabled: boolean) {
  const { t } = useTranslation('staff');

  useEffect(() => {
    if (!isEnabled) return;
    // performance.now() counts from the page load, not from this screen's first render.
    const remainingMs = Math.max(0, AUTO_LOGOUT_MS - performance.now());
    const timer = window.setTimeout(async () => {
      clearUserData({ manual: false });
      window.alert(t('autoLogout.message'));
      await logoutRequest().catch((error: unknown) => console.warn('Logout call failed', error));
      closeOrLeave('/login');
    }, remainingMs);
    return () => window.clearTimeout(timer);
  }, [isEnabled, t]);
}
