import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ManagedUserList } from '@shared/schemas/user-admin.schemas';
import { apiGet } from '@/lib/api-client';

const usersKey = ['managed-users'] as const;

/** GET /api/users: the accounts the signed-in user may manage, and the roles he may give. */
export function managedUsersQuery() {
  return queryOptions({
    queryKey: usersKey,
    queryFn: ({ signal }) => apiGet<ManagedUserList>('/api/users', { signal }),
  });
}

/** After an account changed: the list reads afresh. */
export function invalidateManagedUsers(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: usersKey });
}
