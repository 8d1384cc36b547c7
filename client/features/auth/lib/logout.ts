import { logoutRequest, shellLogoutRequest } from '../api/logout';
import { leaveTo } from './leave-page';
import { clearUserData } from './user-storage';

/**
 * Manual logout: the user keys go, userLoggedOut and manualLogout are set so
 * that /login does not sign the user straight back in, and the server forgets the session.
 */
export async function logout() {
  clearUserData({ manual: true });
  await logoutRequest().catch((error: unknown) => console.warn('Logout call failed', error));
  leaveTo('/login');
}

/** The manager shell's logout: the same, by GET, and to /scaffolding-login even on failure. */
export async function logoutFromShell() {
  clearUserData({ manual: true });
  await shellLogoutRequest().catch((error: unknown) => console.warn('Logout call failed', error));
  leaveTo('/scaffolding-login');
}
