import { hasAssignedSites } from '@shared/access/policy';
import type { Role } from '@shared/constants';
import type {
  ManagedUser,
  UserCreateBody,
  UserUpdateBody,
} from '@shared/schemas/user-admin.schemas';

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
  return { ...values, siteIds: hasAssignedSites(values.role) ? values.siteIds : [] };
}

export function updateBody(values: UserFormValues): UserUpdateBody {
  const { password: _password, ...rest } = values;
  return { ...rest, siteIds: hasAssignedSites(values.role) ? values.siteIds : [] };
}
