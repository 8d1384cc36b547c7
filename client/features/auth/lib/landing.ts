import type { Role } from '@shared/constants';

/** Where a user lands after signing in. */
export function landingPathFor(role: Role | string): string {
  switch (role) {
    case 'super_admin':
      return '/admin/companies';
    case 'sales_agent':
      return '/agent/portfolio';
    case 'admin':
    case 'company_admin':
    case 'manager':
    case 'safety_manager':
      return '/manager/dashboard';
    default:
      return '/';
  }
}
