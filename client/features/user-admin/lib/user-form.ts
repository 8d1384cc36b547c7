import type { Role } from '@shared/constants';
import type {
  ManagedUser,
  UserCreateBody,
  UserUpdateBody,
} from '@shared/schemas/user-admin.schemas';

/** Roles whose reach is a list of sites; admins reach the whole company. */
export const isSiteRole = (role: Role) => role === 'manager' || role === 'safety_manager';

export interface UserFormValues {
  username: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  siteIds: number[];
}

export function initialValues(
  user: ManagedUser | null,
  roles: readonly Role[],
  siteIds: number[],
): UserFormValues {
  return {
    username: user?.username ?? '',
    password: '',
    role:
      user?.role ??
      (roles.includes('safety_manager') ? 'safety_manager' : (roles[0] ?? 'safety_manager')),
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    // A manager of one site adds people to that site without a click.
    siteIds: user?.siteIds ?? (siteIds.length === 1 ? siteIds : []),
  };
}

/** The body of the call: a new account sends everything, an edit only what may change. */
export function createBody(values: UserFormValues): UserCreateBody {
  return { ...values, siteIds: isSiteRole(values.role) ? values.siteIds : [] };
}

export function updateBody(values: UserFormValues): UserUpdateBody {
  const { password: _password, ...rest } = values;
  return { ...rest, siteIds: isSiteRole(values.role) ? values.siteIds : [] };
}
