import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ManagedUser,
  UserCreateBody,
  UserUpdateBody,
} from '@shared/schemas/user-admin.schemas';
import type {
  PlatformUserCompanies,
  PlatformUserList,
} from '@shared/schemas/platform-users.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

const usersKey = ['platform-users'] as const;

/** GET /api/admin/users: every staff account of every company. */
export function usePlatformUsers() {
  return useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => apiGet<PlatformUserList>('/api/admin/users', { signal }),
  });
}

/** GET /api/admin/users/companies: the companies, their sites and the roles one may give. */
export function usePlatformUserCompanies() {
  return useQuery({
    queryKey: [...usersKey, 'companies'],
    queryFn: ({ signal }) =>
      apiGet<PlatformUserCompanies>('/api/admin/users/companies', { signal }),
  });
}

export function useRefreshPlatformUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersKey });
}

/**
 * POST /api/admin/users into `companyId`, or PATCH /api/admin/users/{id}: any company's
 * account, audited in that company with the platform's person who saved it.
 */
export function savePlatformUser(
  input: { id: null; body: UserCreateBody } | { id: number; body: UserUpdateBody },
  companyId: number | null,
): Promise<ManagedUser> {
  return input.id === null
    ? apiSend<ManagedUser>('POST', '/api/admin/users', { ...input.body, companyId })
    : apiSend<ManagedUser>('PATCH', `/api/admin/users/${input.id}`, input.body);
}

export function useSetUserActive() {
  const onSuccess = useRefreshPlatformUsers();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      savePlatformUser({ id, body: { isActive } }, null),
    onSuccess,
  });
}

export function useResetUserPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      apiSend<unknown>('POST', `/api/admin/users/${id}/password`, { password }),
  });
}
