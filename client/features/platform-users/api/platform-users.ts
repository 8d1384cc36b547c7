import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagedUser } from '@shared/schemas/user-admin.schemas';
import type { PlatformUserList } from '@shared/schemas/platform-users.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

const usersKey = ['platform-users'] as const;

/** GET /api/admin/users: every staff account of every company. */
export function usePlatformUsers() {
  return useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => apiGet<PlatformUserList>('/api/admin/users', { signal }),
  });
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersKey });
}

/** PUT /api/users/{id}: the user-management call, audited with who did it. */
export function useSetUserActive() {
  const onSuccess = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      apiSend<ManagedUser>('PUT', `/api/users/${id}`, { isActive }),
    onSuccess,
  });
}

export function useResetUserPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      apiSend<unknown>('POST', `/api/users/${id}/password`, { password }),
  });
}
