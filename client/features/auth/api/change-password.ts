import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@shared/schemas/auth.schemas';
import { apiSend } from '@/lib/api-client';

/** POST /api/auth/change-password: the signed-in user's own password. */
export function changePassword(body: ChangePasswordBody): Promise<{ success: true }> {
  return apiSend('POST', '/api/auth/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
