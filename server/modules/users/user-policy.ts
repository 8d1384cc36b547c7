import { ASSIGNABLE_ROLES } from '@shared/access/policy';
import type { Role } from '@shared/constants';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { hasAssignedSites } from '@shared/access/policy';
import { isCompanyInScope, reachesEveryCompany } from '../../lib/scope';

/** The roles an actor may hand out (shared/access/policy.ts, ASSIGNABLE_ROLES). */
export function assignableRoles(actor: SessionUser): Role[] {
  return [...ASSIGNABLE_ROLES[actor.role]];
}

interface UserScope {
  role: Role;
  companyId: number | null;
  siteIds: number[];
}

/**
 * May the actor see and change this account? A user of assigned sites reaches only accounts all
 * of whose sites are his, so he can never take a site away from somebody who also works elsewhere.
 */
export function canManageUser(actor: SessionUser, target: UserScope): boolean {
  if (reachesEveryCompany(actor)) return true;
  if (target.companyId === null || !isCompanyInScope(actor, target.companyId)) return false;
  if (!assignableRoles(actor).includes(target.role)) return false;
  if (!hasAssignedSites(actor.role)) return true;
  return target.siteIds.length > 0 && target.siteIds.every((id) => actor.siteIds.includes(id));
}

/** Sites the actor may put on an account: all of his company's for admins, his own otherwise. */
export function mayAssignSites(actor: SessionUser, siteIds: number[]): boolean {
  if (!hasAssignedSites(actor.role)) return true;
  return siteIds.every((id) => actor.siteIds.includes(id));
}
