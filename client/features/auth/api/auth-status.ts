import { useQuery } from '@tanstack/react-query';
import type { AuthStatus } from '@shared/schemas/auth.schemas';
import { apiGet } from '@/lib/api-client';

export const AUTH_STATUS_KEY = ['auth', 'status'] as const;

/** GET /api/auth/status: who the session cookie belongs to, if anybody. */
export function fetchAuthStatus(): Promise<AuthStatus> {
  return apiGet<AuthStatus>('/api/auth/status');
}

export function useAuthStatus() {
  // A failed status check means "not signed in"; asking twice changes nothing.
  return useQuery({ queryKey: AUTH_STATUS_KEY, queryFn: fetchAuthStatus, retry: false });
}
