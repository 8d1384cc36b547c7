import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { can } from '@shared/access/policy';
import type { Role } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { companies, entryRequests } from '../db/schema';
import { AppError } from './app-error';

/**
 * The tenant-scope rule, in one place. Scope comes from the session, never from an id the client
 * sends (docs/access.md): the super admin reaches the platform, an admin his company's sites, a
 * manager or safety manager his assigned sites. Which role reaches how far is written in
 * shared/access/policy.ts (`tenants.all`, `sites.all-of-company`); SessionUser.siteIds already
 * holds the right list of sites for each role.
 */

/** No tenant bounds this user: every company and site of the platform. */
export const reachesEveryCompany = (user: { role: Role }) => can(user.role, 'tenants.all');

/** The user reaches every site of his own company, not only the sites assigned to him. */
export const reachesEveryCompanySite = (user: { role: Role }) =>
  can(user.role, 'sites.all-of-company');

export function isCompanyInScope(user: SessionUser, companyId: number): boolean {
  return reachesEveryCompany(user) || user.companyId === companyId;
}

export function isSiteInScope(user: SessionUser, site: { id: number; companyId: number }): boolean {
  if (reachesEveryCompany(user)) return true;
  return user.companyId === site.companyId && user.siteIds.includes(site.id);
}

/** The site ids a list may show, or null for every site (the super admin). */
export function siteIdsInScope(user: SessionUser): number[] | null {
  return reachesEveryCompany(user) ? null : user.siteIds;
}

/**
 * What a user's lists depend on, as a string: two users with the same key see the same requests
 * (SharedReads lets their identical reads share one query).
 */
export function scopeKey(user: SessionUser): string {
  const siteIds = siteIdsInScope(user);
  return siteIds === null
    ? 'every-company'
    : `${user.companyId}:${[...siteIds].sort((a, b) => a - b).join(',')}`;
}

/** Another tenant's object answers 404, not 403, so its existence does not leak. */
export function assertSiteInScope<Site extends { id: number; companyId: number }>(
  user: SessionUser,
  site: Site | null,
): asserts site is Site {
  if (!site || !isSiteInScope(user, site)) throw new AppError(404, 'NOT_FOUND');
}

/** The same for an object that belongs to a site: a request, a roll call. */
export function assertPlacedInScope<Placed extends { siteId: number; companyId: number }>(
  user: SessionUser,
  placed: Placed | null,
  code: ErrorCode = 'NOT_FOUND',
): asserts placed is Placed {
  if (!placed || !isSiteInScope(user, { id: placed.siteId, companyId: placed.companyId })) {
    throw new AppError(404, code);
  }
}

/**
 * The company a company-wide call works on. Staff always work on their own company, whatever
 * they send; only a user who reaches every company, and belongs to none, names one, and must.
 */
export function companyIdForCall(user: SessionUser, requested: number | null | undefined): number {
  if (reachesEveryCompany(user)) {
    if (requested === undefined || requested === null) throw new AppError(400, 'COMPANY_REQUIRED');
    return requested;
  }
  if (user.companyId === null) throw new AppError(404, 'NOT_FOUND');
  return user.companyId;
}

/**
 * The requests a user may see: his company and his sites, every site for the super admin.
 * Narrowed to one site when the caller asked for one already checked in scope.
 */
export function entryScope(user: SessionUser, siteId?: number): SQL {
  const conditions: SQL[] = [];
  const siteIds = siteIdsInScope(user);
  if (siteIds !== null) {
    if (user.companyId === null || siteIds.length === 0) return sql`false`;
    conditions.push(eq(entryRequests.companyId, user.companyId));
    conditions.push(inArray(entryRequests.siteId, siteIds));
  }
  if (siteId !== undefined) conditions.push(eq(entryRequests.siteId, siteId));
  return conditions.length > 0 ? and(...conditions)! : sql`true`;
}

/**
 * The time zone of the company whose requests `user` reads, for "today" (company-day.ts). A user
 * of one company gets it from a subquery that runs once, so the day's bounds are constants to the
 * plan and an index on the instant is read in its own order; a zone taken from a joined row would
 * cost that order and a sort of the whole day. The super admin's requests each use their own.
 */
export function entryTimeZone(user: SessionUser): SQL<string> {
  const companyId =
    reachesEveryCompany(user) || user.companyId === null ? entryRequests.companyId : user.companyId;
  return sql<string>`(select ${companies.timezone} from ${companies} where ${companies.id} = ${companyId})`;
}

/** A company-wide list's filter: the named company for the super admin, else the user's own. */
export function companyFilter(user: SessionUser, requested?: number): { companyId?: number } {
  return reachesEveryCompany(user) ? { companyId: requested } : { companyId: user.companyId ?? -1 };
}
