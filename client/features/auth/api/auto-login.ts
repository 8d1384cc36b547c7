import type { LoginResponse } from '@shared/schemas/auth.schemas';
import { apiSend } from '@/lib/api-client';

/** POST /api/auth/auto-login: the remember-me cookie proves the saved username. */
export function autoLogin(username: string): Promise<LoginResponse> {
  return apiSend<LoginResponse>('POST', '/api/auth/auto-login', { username });
}
