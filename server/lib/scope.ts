import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ErrorCode } from '../../shared/errors';
import type { SessionUser } from '../../shared/schemas/auth.schemas';
import { entryRequests } from '../db/schema';
import { AppError } from './app-error';

/**
 * Scope comes from the session, never from an id the client sends (docs/access.md): an
 * admin reaches his company's sites, a manager or safety manager his assigned sites, the super
 * admin the platform. SessionUser.siteIds already holds the right list for each role.
 */
export function isSiteInScope(user: SessionUser, site: { id: number; companyId: number }): boolean {
  if (user.role === 'super_admin') return true;
  return user.companyId === site.companyId && user.siteIds.includes(site.id);
}

export function isCompanyInScope(user: SessionUser, companyId: number): boolean {
  return user.role === 'super_admin' || user.companyId === companyId;
}

/** The site ids a list may show, or null for every site (the super admin). */
export function siteIdsInScope(user: SessionUser): number[] | null {
  return user.role === 'super_admin' ? null : user.siteIds;
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
 * The requests a user may see: his company and his sites, every site for
 * the super admin. Narrowed to one site when the caller asked for one already checked in scope.
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
