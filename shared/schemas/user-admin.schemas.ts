import { z } from 'zod';
import { ROLES } from '../constants';
import { companyQuerySchema, optionalEmail, optionalText } from './manage-common.schemas';

export const PASSWORD_MIN_LENGTH = 8;

const username = z
  .string()
  .trim()
  .regex(/^[\p{L}\p{N}._@-]{3,50}$/u, 'validation.username');
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordLength')
  .max(200, 'validation.textTooLong');

/** A staff account as the user-management screen lists it; never its password. */
export const ManagedUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  isActive: z.boolean(),
  siteIds: z.array(z.number().int()),
  createdAt: z.string(),
});
export type ManagedUser = z.infer<typeof ManagedUserSchema>;

/** GET /api/users: the accounts the caller may manage and the roles he may hand out. */
export const ManagedUserListSchema = z.object({
  users: z.array(ManagedUserSchema),
  assignableRoles: z.array(z.enum(ROLES)),
});
export type ManagedUserList = z.infer<typeof ManagedUserListSchema>;

export const UserListQuerySchema = companyQuerySchema;

export const UserCreateBodySchema = z.object({
  username,
  password,
  role: z.enum(ROLES),
  firstName: optionalText(80),
  lastName: optionalText(80),
  phone: optionalText(40),
  email: optionalEmail,
  /** Sites of a manager or safety manager; admins reach every site of their company. */
  siteIds: z.array(z.number().int().positive()).max(500).default([]),
  /** Only the super admin names the company; for everybody else it comes from the session. */
  companyId: z.number().int().positive().nullable().optional(),
});
export type UserCreateBody = z.input<typeof UserCreateBodySchema>;

export const UserUpdateBodySchema = z
  .object({
    username,
    role: z.enum(ROLES),
    firstName: z.string().trim().max(80, 'validation.textTooLong'),
    lastName: z.string().trim().max(80, 'validation.textTooLong'),
    phone: z.string().trim().max(40, 'validation.textTooLong'),
    email: optionalEmail,
    siteIds: z.array(z.number().int().positive()).max(500),
    isActive: z.boolean(),
  })
  .partial();
export type UserUpdateBody = z.input<typeof UserUpdateBodySchema>;

/** POST /api/users/{id}/password: the new password, set by a manager for the user. */
export const PasswordResetBodySchema = z.object({ password });
