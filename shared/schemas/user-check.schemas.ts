import { z } from 'zod';
import { ROLES } from '../constants';

/** GET /api/admin/users/check: the username a support person was given, as typed. */
export const UserCheckQuerySchema = z.object({
  username: z.string().trim().min(1, { message: 'validation.valueRequired' }).max(100),
});

/**
 * Whether an account of that username exists (compared without case, as sign-in does) and may
 * sign in; for an account that exists, its role and company tell the support person whose it is.
 */
export const UserCheckSchema = z.object({
  username: z.string(),
  exists: z.boolean(),
  isActive: z.boolean(),
  role: z.enum(ROLES).nullable(),
  companyName: z.string().nullable(),
});
export type UserCheck = z.infer<typeof UserCheckSchema>;
