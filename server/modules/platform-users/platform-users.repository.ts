import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@shared/constants';
import type { Db } from '../../db/client';
import { companies, sites, userSites, users } from '../../db/schema';

/** Every account with its company's name, sites and last sign-in, filtered by role or company. */
export async function listPlatformUsers(
  db: Db,
  filter: { role?: Role; companyId?: number; id?: number },
) {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(users.id, filter.id));
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.companyId !== undefined) conditions.push(eq(users.companyId, filter.companyId));
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      email: users.email,
      companyId: users.companyId,
      companyName: sql<string | null>`${companies.name}`,
      isActive: users.isActive,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(...conditions))
    .orderBy(asc(users.username));
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
        .select({ userId: userSites.userId, siteId: userSites.siteId })
        .from(userSites)
        .where(inArray(userSites.userId, ids))
        .orderBy(asc(userSites.siteId))
    : [];
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    siteIds: links.filter((l) => l.userId === row.id).map((l) => l.siteId),
  }));
}

/** Every company with its sites, by name: where an account may be placed. */
export async function companiesWithSites(db: Db) {
  const [companyRows, siteRows] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .orderBy(asc(companies.name)),
    db
      .select({
        id: sites.id,
        name: sites.name,
        isActive: sites.isActive,
        companyId: sites.companyId,
      })
      .from(sites)
      .orderBy(asc(sites.name)),
  ]);
  return companyRows.map((company) => ({
    ...company,
    sites: siteRows
      .filter((site) => site.companyId === company.id)
      .map(({ companyId: _companyId, ...site }) => site),
  }));
}

export async function companyExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row !== undefined;
}
