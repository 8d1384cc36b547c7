import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ManagedUser,
  UserCreateBody,
  UserUpdateBody,
} from '@shared/schemas/user-admin.schemas';
import { invalidateManagedUsers } from '@/data/users';
import { apiSend } from '@/lib/api-client';

export type SaveUserInput =
  { id: null; body: UserCreateBody } | { id: number; body: UserUpdateBody };

/** POST /api/users for a new account, PATCH /api/users/{id} for an existing one. */
export function saveUser(input: SaveUserInput): Promise<ManagedUser> {
  return input.id === null
    ? apiSend<ManagedUser>('POST', '/api/users', input.body)
    : apiSend<ManagedUser>('PATCH', `/api/users/${input.id}`, input.body);
}

/** Saves through `save`: the company's own calls unless a screen of wider reach gives its own. */
export function useSaveUser(save: (input: SaveUserInput) => Promise<ManagedUser> = saveUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => invalidateManagedUsers(queryClient),
  });
}
