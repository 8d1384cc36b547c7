import type { Role } from '../../../shared/constants';
import type { Language } from '../../../shared/i18n/languages';
import type { PlatformUserList } from '../../../shared/schemas/platform-users.schemas';
import type { Db } from '../../db/client';
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
