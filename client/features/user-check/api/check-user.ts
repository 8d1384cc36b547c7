import { useQuery } from '@tanstack/react-query';
import type { UserCheck } from '@shared/schemas/user-check.schemas';
import { apiGet } from '@/lib/api-client';

/** GET /api/admin/users/check: whether `username` names an account, and whether it is active. */
export function useUserCheck(username: string | null) {
  return useQuery({
    queryKey: ['user-check', username],
    queryFn: ({ signal }) =>
      apiGet<UserCheck>(`/api/admin/users/check?${new URLSearchParams({ username: username! })}`, {
        signal,
      }),
    enabled: username !== null,
    // Support asks about an account now: a second check must read it again.
    staleTime: 0,
    gcTime: 0,
  });
}
