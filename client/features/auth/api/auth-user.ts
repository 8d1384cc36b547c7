import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthStatus, SessionUser } from '@shared/schemas/auth.schemas';
import { apiGet } from '@/lib/api-client';
import { storeUser } from '../lib/user-storage';
import { AUTH_STATUS_KEY } from './auth-status';

/** GET /api/auth/user: the signed-in user as the server knows him now. */
export function fetchAuthUser(): Promise<SessionUser> {
  return apiGet<SessionUser>('/api/auth/user');
}

/** The shell's refresh-user-details button: reloads the user and keeps every copy in step. */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchAuthUser,
    onSuccess: (user) => {
      storeUser(user);
      queryClient.setQueryData<AuthStatus>(AUTH_STATUS_KEY, (status) =>
        status ? { ...status, user } : { authenticated: true, user, persistedForAdmin: false },
      );
    },
    // The usual cause is an ended session: asking the status again lets the guard react.
    onError: () => queryClient.invalidateQueries({ queryKey: AUTH_STATUS_KEY }),
  });
}
