import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

/** POST /api/users/{id}/password: a new password; the user is signed out everywhere. */
export function resetPassword(input: { id: number; password: string }) {
  return apiSend<{ success: true }>('POST', `/api/users/${input.id}/password`, {
    password: input.password,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
