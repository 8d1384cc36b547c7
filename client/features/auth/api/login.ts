import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@shared/schemas/auth.schemas';
import { apiSend } from '@/lib/api-client';

/** POST /api/auth/login. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return apiSend<LoginResponse>('POST', '/api/auth/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
