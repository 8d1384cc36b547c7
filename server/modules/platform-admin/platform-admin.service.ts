import type { z } from 'zod';
import { userCan } from '@shared/access/policy';
import type { Language } from '@shared/i18n/languages';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type {
  CompanyCard,
  CompanyCreateBodySchema,
  PlatformCompany,
  PlatformCompanyBodySchema,
} from '@shared/schemas/platform-admin';
import { platformDay } from '@shared/time/calendar-day';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { changedFields, writeAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/crypto';
import { attachmentDisposition, toCsv } from '../../lib/csv';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { catalogText } from '../../lib/catalog';
import * as users from '../users/users.service';
import * as repo from './platform-admin.repository';

type CompanyBody = z.infer<typeof PlatformCompanyBodySchema>;
type CreateBody = z.infer<typeof CompanyCreateBodySchema>;

function present(row: repo.CompanyRow): PlatformCompany {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    contactPerson: row.contactPerson,
    phone: row.phone,
    email: row.email,
    address: row.address,
    isActive: row.status === 'active',
    siteCount: row.siteCount,
    userCount: row.userCount,
    requestsThisMonth: row.requestsThisMonth,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * May this user open a company's card? The super admin, and the main-account creators named in
 * MAIN_ACCOUNT_USERNAMES whatever their role (docs/access.md).
 */
export function mayOpenCompanyCard(user: SessionUser, mainAccountUsernames: readonly string[]) {
  return userCan(user, 'platform.manage', mainAccountUsernames);
}

/** Every company of the platform, or those whose name or contact details contain `q`. */
export async function listCompanies(db: Db, q: string | undefined, now = new Date()) {
  const rows = await repo.listCompanies(db, { q }, now);
  return { companies: rows.map(present) };
}

async function getCompany(db: Db, id: number, now = new Date()): Promise<PlatformCompany> {
  const [row] = await repo.listCompanies(db, { id }, now);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return present(row);
}

/** The companies list as a spreadsheet, headed and worded in the caller's language. */
export async function companiesCsv(db: Db, q: string | undefined, language: Language) {
  const now = new Date();
  const { companies } = await listCompanies(db, q, now);
  const text = (key: string) => catalogText(language, 'admin', key);
  const header = [
    'name',
    'type',
    'contactPerson',
    'phone',
    'email',
    'sites',
    'users',
    'requestsThisMonth',
    'status',
  ].map((key) => text(`companies.columns.${key}`));
  const body = companies.map((c) => [
    c.name,
    catalogText(language, 'manage', `company.types.${c.type}`),
    c.contactPerson,
    c.phone,
    c.email,
    c.siteCount,
    c.userCount,
    c.requestsThisMonth,
    text(c.isActive ? 'companies.active' : 'companies.inactive'),
  ]);
  return {
    csv: toCsv(header, body),
    disposition: attachmentDisposition(`companies-${platformDay(now)}.csv`),
  };
}

/**
 * Creates a company and its first admin in one transaction: either both exist or neither. The
 * username is unique regardless of case, like every account's (users module).
 */
export async function createCompany(
  db: Db,
  actor: SessionUser,
  body: CreateBody,
  /** More writes that stand or fall with the new company (a lead marked won). */
  alsoInTransaction?: (
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    companyId: number,
  ) => Promise<void>,
): Promise<PlatformCompany> {
  if (await users.isUsernameTaken(db, body.admin.username)) {
    throw new AppError(409, 'USERNAME_TAKEN');
  }
  const passwordHash = await hashPassword(body.admin.password);
  const { password: _secret, ...admin } = body.admin;
  // Two creations racing for one username: the unique index decides, the loser gets 409.
  const companyId = await conflictOnDuplicate('USERNAME_TAKEN', () =>
    db.transaction(async (tx) => {
      const id = await repo.insertCompany(tx, body.company);
      const userId = await users.insertAccount(tx, {
        ...admin,
        passwordHash,
        role: 'admin',
        companyId: id,
      });
      await writeAudit(tx, {
        companyId: id,
        actorUserId: actor.id,
        action: 'company.create',
        entityType: 'company',
        entityId: id,
        toStatus: 'active',
        details: { name: body.company.name, adminUserId: userId, adminUsername: admin.username },
      });
      await alsoInTransaction?.(tx, id);
      return id;
    }),
  );
  return getCompany(db, companyId);
}

export async function updateCompany(
  db: Db,
  actor: SessionUser,
  id: number,
  body: CompanyBody,
): Promise<PlatformCompany> {
  const company = await getCompany(db, id);
  const changes = changedFields(company, body);
  if (Object.keys(changes).length === 0) return company;
  await db.transaction(async (tx) => {
    await repo.updateCompany(tx, id, body);
    await writeAudit(tx, {
      companyId: id,
      actorUserId: actor.id,
      action: 'company.update',
      entityType: 'company',
      entityId: id,
      details: changes,
    });
  });
  return getCompany(db, id);
}

/**
 * Deactivates or reactivates a company. Sign-in treats the users of a suspended company as
 * inactive; on deactivation their sessions and remember-me tokens end at once, as the users
 * module does for one deactivated account. Each user's own active flag is left as it was, so a
 * reactivation gives back exactly the accounts that worked before.
 */
export async function setCompanyActive(
  db: Db,
  actor: SessionUser,
  id: number,
  isActive: boolean,
): Promise<PlatformCompany> {
  const company = await getCompany(db, id);
  if (company.isActive === isActive) return company;
  await db.transaction(async (tx) => {
    await repo.updateCompany(tx, id, { status: isActive ? 'active' : 'suspended' });
    if (!isActive) {
      for (const userId of await repo.companyUserIds(tx, id)) {
        await users.signOutEverywhere(tx, userId);
      }
    }
    await writeAudit(tx, {
      companyId: id,
      actorUserId: actor.id,
      action: isActive ? 'company.reactivate' : 'company.deactivate',
      entityType: 'company',
      entityId: id,
      fromStatus: company.isActive ? 'active' : 'suspended',
      toStatus: isActive ? 'active' : 'suspended',
    });
  });
  return getCompany(db, id);
}

/** The company's card: details and counts, sites, users and recent request activity. */
export async function companyCard(db: Db, id: number, now = new Date()): Promise<CompanyCard> {
  const company = await getCompany(db, id, now);
  const [sites, people, activity] = await Promise.all([
    repo.companySites(db, id),
    repo.companyUsers(db, id),
    repo.companyActivity(db, id, now),
  ]);
  return {
    company,
    sites,
    users: people.map(({ firstName, lastName, ...user }) => ({
      ...user,
      fullName: `${firstName} ${lastName}`.trim() || user.username,
    })),
    activity: { ...activity, lastRequestAt: activity.lastRequestAt?.toISOString() ?? null },
  };
}
