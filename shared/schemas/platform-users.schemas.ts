import { z } from 'zod';
import { ROLES } from '../constants';
import { LANGUAGES } from '../i18n/languages';
import { ManagedUserSchema } from './user-admin.schemas';

/**
 * Every staff user of every company, as the platform's people see them: the user-management
 * account plus its last sign-in. Their changes under /api/admin/users are audited in the
 * account's company with the platform's person who made them.
 */
export const PlatformUserSchema = ManagedUserSchema.extend({ lastLoginAt: z.string().nullable() });
export type PlatformUser = z.infer<typeof PlatformUserSchema>;

export const PlatformUserListSchema = z.object({ users: z.array(PlatformUserSchema) });
export type PlatformUserList = z.infer<typeof PlatformUserListSchema>;

export const PlatformUserQuerySchema = z.object({
  role: z.enum(ROLES, { message: 'validation.role' }).optional(),
  companyId: z.coerce.number().int().positive().optional(),
});

export const PlatformUserExportQuerySchema = PlatformUserQuerySchema.extend({
  lang: z.enum(LANGUAGES).optional(),
});

/** GET /api/admin/users/companies: where the platform's people may place an account. */
export const PlatformUserCompaniesSchema = z.object({
  companies: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      sites: z.array(z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean() })),
    }),
  ),
  assignableRoles: z.array(z.enum(ROLES)),
});
export type PlatformUserCompanies = z.infer<typeof PlatformUserCompaniesSchema>;
