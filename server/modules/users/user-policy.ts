import { ROLES, type Role } from '../../../shared/constants';
import type { SessionUser } from '../../../shared/schemas/auth.schemas';

const COMPANY_ROLES: readonly Role[] = ['admin', 'company_admin', 'manager', 'safety_manager'];
const SITE_ROLES: readonly Role[] = ['manager', 'safety_manager'];

/** Roles whose reach is a list of sites; the others reach their whole company or the platform. */
export const hasAssignedSites = (role: Role) => SITE_ROLES.includes(role);

/**
 * The roles an actor may hand out (docs/access.md): a manager the site roles of his own
 * sites, a company admin every role of his company, the super admin every role but the agent.
 */
export function assignableRoles(actor: SessionUser): Role[] {
  // Sales agents belong to no company and are opened on the sales-agents screen.
  if (actor.role === 'super_admin') return ROLES.filter((role) => role !== 'sales_agent');
  if (actor.role === 'admin' || actor.role === 'company_admin') return [...COMPANY_ROLES];
  if (actor.role === 'manager') return [...SITE_ROLES];
  return [];
}

interface UserScope {
  role: Role;
  companyId: number | null;
  siteIds: number[];
}

/**
 * May the actor see and change this account? A manager reaches only site-role accounts all of
 * whose sites are his, so he can never take a site away from somebody who also works elsewhere.
 */
export function canManageUser(actor: SessionUser, target: UserScope): boolean {
  if (actor.role === 'super_admin') return true;
  if (actor.companyId === null || target.companyId !== actor.companyId) return false;
  if (!assignableRoles(actor).includes(target.role)) return false;
  if (actor.role !== 'manager') return true;
  return target.siteIds.length > 0 && target.siteIds.every((id) => actor.siteIds.includes(id));
}

/** Sites the actor may put on an account: all of his company's for admins, his own otherwise. */
export function mayAssignSites(actor: SessionUser, siteIds: number[]): boolean {
  if (actor.role !== 'manager') return true;
  return siteIds.every((id) => actor.siteIds.includes(id));
}
