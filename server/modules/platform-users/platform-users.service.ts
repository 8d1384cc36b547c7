import type { z } from 'zod';
import { can } from '@shared/access/policy';
import type { Role } from '@shared/constants';
import type { Language } from '@shared/i18n/languages';
import type {
  PlatformUserCompanies,
  PlatformUserList,
} from '@shared/schemas/platform-users.schemas';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type {
  ManagedUser,
  UserCreateBodySchema,
  UserUpdateBodySchema,
} from '@shared/schemas/user-admin.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as users from '../users/users.service';
import { catalogText } from '../../lib/catalog';
import { attachmentDisposition, toCsv } from '../../lib/csv';
import * as repo from './platform-users.repository';

type Filter = { role?: Role; companyId?: number };

export async function listPlatformUsers(db: Db, filter: Filter): Promise<PlatformUserList> {
  return { users: await repo.listPlatformUsers(db, filter) };
}

export async function platformUsersCsv(db: Db, filter: Filter, language: Language) {
  const { users } = await listPlatformUsers(db, filter);
  const text = (key: string) => catalogText(language, 'backoffice', key);
  const header = [
    'username',
    'fullName',
    'role',
    'company',
    'phone',
    'email',
    'active',
    'lastLogin',
  ].map((key) => text(`users.columns.${key}`));
  const rows = users.map((u) => [
    u.username,
    `${u.firstName} ${u.lastName}`.trim(),
    text(`roles.${u.role}`),
    u.companyName ?? '',
    u.phone,
    u.email,
    text(u.isActive ? 'common.active' : 'common.inactive'),
    u.lastLoginAt ? u.lastLoginAt.slice(0, 16).replace('T', ' ') : '',
  ]);
  return { csv: toCsv(header, rows), disposition: attachmentDisposition('users.csv') };
}

/**
 * The platform's people (the super admin and the main accounts) manage the staff of every
 * company. The users service decides by the reach of the actor it is given, so it gets the
 * actor with the platform's reach; his id, and so every audit row in the account's company,
 * stays his own. The super admin's role stays the super admin's: a main account may neither
 * give it nor touch such an account.
 */
function asPlatform(actor: SessionUser): SessionUser {
  return { ...actor, role: 'super_admin', companyId: null, siteIds: [] };
}

const isSuperAdmin = (actor: SessionUser) => can(actor.role, 'tenants.all');

/** The roles the actor may give on the platform's screen. */
function platformRoles(actor: SessionUser): Role[] {
  const roles = users.assignableRolesOf(asPlatform(actor));
  return isSuperAdmin(actor) ? roles : roles.filter((role) => !can(role, 'tenants.all'));
}

export async function userCompanies(db: Db, actor: SessionUser): Promise<PlatformUserCompanies> {
  return { companies: await repo.companiesWithSites(db), assignableRoles: platformRoles(actor) };
}

function checkRole(actor: SessionUser, role: Role | undefined) {
  if (role !== undefined && !platformRoles(actor).includes(role)) {
    throw new AppError(403, 'ROLE_NOT_ALLOWED');
  }
}

/** An account the actor may not touch is, to him, an account that does not exist. */
async function checkTarget(db: Db, actor: SessionUser, id: number) {
  const [target] = await repo.listPlatformUsers(db, { id });
  if (!target || (!isSuperAdmin(actor) && can(target.role, 'tenants.all'))) {
    throw new AppError(404, 'NOT_FOUND');
  }
}

export async function createPlatformUser(
  db: Db,
  actor: SessionUser,
  body: z.infer<typeof UserCreateBodySchema>,
  language: Language,
): Promise<ManagedUser> {
  checkRole(actor, body.role);
  if (body.companyId && !(await repo.companyExists(db, body.companyId))) {
    throw new AppError(404, 'NOT_FOUND');
  }
  return users.createUser(db, asPlatform(actor), body, language);
}

export async function updatePlatformUser(
  db: Db,
  actor: SessionUser,
  id: number,
  body: z.infer<typeof UserUpdateBodySchema>,
  language: Language,
): Promise<ManagedUser> {
  await checkTarget(db, actor, id);
  checkRole(actor, body.role);
  return users.updateUser(db, asPlatform(actor), id, body, language);
}

export async function resetPlatformUserPassword(
  db: Db,
  actor: SessionUser,
  id: number,
  password: string,
) {
  await checkTarget(db, actor, id);
  await users.resetPassword(db, asPlatform(actor), id, password);
}
