import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@shared/constants';
import { adminRoutes } from '@/routes/admin/admin.routes';
import { managerRoutes } from '@/routes/manager/manager.routes';
import { mayOpenScreen, SCREEN_RULES, screenPatternFor } from './screen-access';

/** Every screen's full pattern under a layout route, the index as the layout's own path. */
function patternsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent : `${parent}/${route.path ?? ''}`.replace(/\/+/g, '/');
    const own = route.children ? [] : [path];
    return [...own, ...patternsOf(route.children ?? [], path)];
  });
}

const STAFF_PATTERNS = patternsOf([...managerRoutes, ...adminRoutes]);

const user = (role: Role, companyId: number | null = 1) => ({ role, companyId });
const openers = (path: string, companyId: number | null = 1) =>
  ROLES.filter((role) => mayOpenScreen(user(role, companyId), path));

describe('the staff route rules', () => {
  it('finds the staff screens in the route tables', () => {
    expect(STAFF_PATTERNS).toContain('/manager');
    expect(STAFF_PATTERNS).toContain('/manager/users');
    expect(STAFF_PATTERNS).toContain('/admin/companies/:companyId');
  });

  it('has a rule for every staff route, and no rule for a route that is gone', () => {
    expect(Object.keys(SCREEN_RULES).sort()).toEqual([...new Set(STAFF_PATTERNS)].sort());
  });

  it.each([
    ['/manager', ['admin', 'company_admin', 'manager', 'safety_manager']],
    ['/manager/dashboard', ['admin', 'company_admin', 'manager', 'safety_manager']],
    ['/manager/approval-queue', ['admin', 'company_admin', 'manager', 'safety_manager']],
    ['/manager/history', ['admin', 'company_admin', 'manager', 'safety_manager']],
    ['/manager/on-site', ['admin', 'company_admin', 'manager', 'safety_manager']],
    ['/manager/roll-call', ['admin', 'company_admin', 'manager', 'safety_manager']],
    ['/manager/scaffolding-management', ['admin', 'company_admin', 'manager', 'safety_manager']],
    ['/manager/users', ['admin', 'company_admin', 'manager']],
    ['/manager/users/', ['admin', 'company_admin', 'manager']],
    ['/manager/form-editor', ['admin', 'company_admin', 'manager']],
    ['/manager/print-qr', ['admin', 'company_admin', 'manager']],
    ['/manager/company-profile', ['admin']],
    ['/manager/contact-requests', ['admin']],
    ['/admin/companies', ['super_admin']],
    ['/admin/system', ['super_admin']],
    ['/admin/companies/7', [...ROLES]],
  ])('opens %s to %j only', (path, roles) => {
    expect(openers(path)).toEqual(roles);
  });

  it('keeps the account profile from an admin without a company', () => {
    expect(openers('/manager/company-profile', null)).toEqual([]);
  });

  it('opens nothing that is not a staff route', () => {
    expect(screenPatternFor('/manager/nothing')).toBeNull();
    expect(openers('/manager/nothing')).toEqual([]);
    expect(openers('/admin/companies/7/more')).toEqual([]);
  });
});
