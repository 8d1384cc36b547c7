import { useQuery } from '@tanstack/react-query';
import type { ManagedUserList } from '@shared/schemas/user-admin.schemas';
import { apiGet } from '@/lib/api-client';

export const usersKey = ['managed-users'] as const;

/** GET /api/users: the accounts the signed-in user may manage, and the roles he may give. */
export function getUsers(signal?: AbortSignal): Promise<ManagedUserList> {
  return apiGet<ManagedUserList>('/api/users', { signal });
}

export function useUsers() {
  return useQuery({ queryKey: usersKey, queryFn: ({ signal }) => getUsers(signal) });
}
