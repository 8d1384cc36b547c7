import { can } from '@shared/access/policy';
import type { Role } from '@shared/constants';

/** Where a user lands after signing in: the first area his abilities open. */
export function landingPathFor(role: Role): string {
  if (can(role, 'platform.manage')) return '/admin/companies';
  if (can(role, 'portfolio.read')) return '/agent/portfolio';
  if (can(role, 'entry.decide')) return '/manager/dashboard';
  return '/';
}
