import { z } from 'zod';
import { ROLES } from '../constants';

export const LoginBodySchema = z.object({
  username: z.string().trim().min(1, 'validation.required').max(100),
  password: z.string().min(1, 'validation.required').max(200),
  remember: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** POST /api/auth/auto-login: the saved username; the remember-me cookie is the proof. */
export const AutoLoginBodySchema = z.object({
  username: z.string().trim().min(1, 'validation.required').max(100),
});

export const MIN_PASSWORD_LENGTH = 8;

/** POST /api/auth/change-password. */
export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'validation.required').max(200),
  newPassword: z.string().min(MIN_PASSWORD_LENGTH, 'validation.passwordTooShort').max(200),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** The user as the client stores it. */
export const SessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  companyId: z.number().int().nullable(),
  siteId: z.number().int().nullable(),
  siteName: z.string().nullable(),
  /** The code of siteId. */
  siteCode: z.string().nullable(),
  siteIds: z.array(z.number().int()),
  /**
   * One of the platform's main accounts (MAIN_ACCOUNT_USERNAMES), whatever his role: he holds
   * the access policy's MAIN_ACCOUNT_ABILITIES, and the client shows him their screens. A user
   * kept in the browser before the flag existed reads as not one until the server answers.
   */
  isMainAccount: z.boolean().default(false),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginResponseSchema = z.object({ user: SessionUserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const AuthStatusSchema = z.object({
  authenticated: z.boolean(),
  user: SessionUserSchema.nullable(),
  persistedForAdmin: z.boolean(),
});
export type AuthStatus = z.infer<typeof AuthStatusSchema>;
