import { apiGet, apiSend } from '@/lib/api-client';

/** POST /api/logout: ends the session and forgets this browser on the server. */
export function logoutRequest(): Promise<unknown> {
  return apiSend('POST', '/api/logout', {});
}

/** GET /api/logout: the manager shell's variant. */
export function shellLogoutRequest(): Promise<unknown> {
  return apiGet('/api/logout');
}
