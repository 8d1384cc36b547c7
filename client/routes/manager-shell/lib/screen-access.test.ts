import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ABILITIES, MAIN_ACCOUNT_ABILITIES, rolesWith } from '@shared/access/policy';
import { ROLES, type Role } from '@shared/constants';
import { STAFF_SCREENS } from '@/routes/staff-screens';
import { staffRoutes } from '@/routes/staff.routes';
import { mayOpenScreen, screenAt } from './screen-access';

/** Every screen's full pattern under a layout route, the index as the layout's own path. */
function patternsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent : `${parent}/${route.path ?? ''}`.replace(/\/+/g, '/');
    const own = route.children ? [] : [path];
    return [...own, ...patternsOf(route.children ?? [], path)];
  });
}

const STAFF_PATTERNS = patternsOf(staffRoutes);

const user = (role: Role, companyId: number | null = 1) => ({ role, companyId });
const openers = (path: string, companyId: number | null = 1) =>
  ROLES.filter((role) => mayOpenScreen(user(role, companyId), path));

describe('the staff route rules', () => {
  it('finds the staff screens in the route tables', () => {
    expect(STAFF_PATTERNS).toContain('/manager');
    expect(STAFF_PATTERNS).toContain('/manager/users');
    expect(STAFF_PATTERNS).toContain('/admin/companies/:companyId');
  });

  it('builds one route per screen path, and no path twice', () => {
    const paths = STAFF_SCREENS.flatMap((screen) => screen.paths);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...STAFF_PATTERNS].sort()).toEqual([...paths].sort());
  });

  it('gives every staff route a screen whose ability is in the access policy', () => {
    for (const pattern of STAFF_PATTERNS) {
      const screen = screenAt(pattern);
      expect(screen?.paths, pattern).toContain(pattern);
      expect(Object.keys(ABILITIES), pattern).toContain(screen?.ability);
    }
  });

  it.each([
    ['/manager', ['admin', 'company_admin', 'manager', 'safety_manager']],
    ['/manager/dashboard', ['admin', 'company_admin', 'manager', 'safety_manager']],
    ['/manager/approval-queue', ['admin', 'company_admin', 'manager', 'safety_manager']],
    ['/manager/history', ['admin', 'company_admin', 'manager', 'safety_manager']],
    ['/manager/on-site', ['admin', 'company_admin', 'manager', 'safety_manager']],
    ['/manager/roll-call', ['admin', 'company_admin', 'manager', 'safety_manager']],
    ['/manager/scaffolding-management', ['admin', 'company_admin', 'manager', 'safety_manager']],
    ['/manager/permits', ['admin', 'company_admin', 'manager', 'safety_manager']],
    ['/manager/users', ['admin', 'company_admin', 'manager']],
    ['/manager/users/', ['admin', 'company_admin', 'manager']],
    ['/manager/form-editor', ['admin', 'company_admin', 'manager']],
    ['/manager/print-qr', ['admin', 'company_admin', 'manager']],
    ['/manager/company-profile', ['admin']],
    ['/admin/companies', ['super_admin']],
    ['/admin/system', ['super_admin']],
  ])('opens %s to %j only', (path, roles) => {
    expect(openers(path)).toEqual(roles);
  });

  it.each([
    ['/admin/contact-requests', ['super_admin', 'sales_agent']],
    ['/admin/users', ['super_admin']],
    ['/admin/user-management', ['super_admin']],
    ['/admin/sales-agents', ['super_admin']],
    ['/admin/daily-billing', ['super_admin']],
    ['/agent/portfolio', ['sales_agent']],
    ['/admin/customer-card', ['super_admin']],
    ['/admin/aluminum-management', ['super_admin']],
    ['/admin/simple-company-management', ['super_admin']],
  ])('opens the back office screen %s to %j only', (path, roles) => {
    expect(openers(path)).toEqual(roles);
  });

  it("opens the sites' inquiries to the company's staff who hold the ability", () => {
    expect(openers('/manager/contact-requests')).toEqual(rolesWith('site-inquiries.read'));
  });

  it('opens a company card to every role the policy names, the super admin included', () => {
    expect(openers('/admin/companies/7')).toEqual(rolesWith('platform.company-card'));
    expect(openers('/admin/companies/7')).toContain('super_admin');
  });

  it("opens a main account the platform's screens the policy gives him, whatever his role", () => {
    // The platform's screens a company admin's role alone does not open.
    const platformScreens = STAFF_SCREENS.filter(
      (screen) =>
        MAIN_ACCOUNT_ABILITIES.includes(screen.ability) &&
        !rolesWith(screen.ability).includes('company_admin'),
    ).map((screen) => screen.paths[0]);
    expect(platformScreens).toEqual(
      expect.arrayContaining([
        '/admin/users',
        '/admin/aluminum-management',
        '/admin/contact-requests',
      ]),
    );
    const main = { role: 'company_admin' as const, companyId: 1, isMainAccount: true };
    for (const path of platformScreens) {
      expect(mayOpenScreen(main, path), path).toBe(true);
      expect(mayOpenScreen({ ...main, isMainAccount: false }, path), path).toBe(false);
    }
    // Still his company's screens, and the companies list and system management too.
    expect(mayOpenScreen(main, '/manager/users')).toBe(true);
    expect(mayOpenScreen(main, '/admin/companies')).toBe(true);
    expect(mayOpenScreen(main, '/admin/system')).toBe(true);
  });

  it("opens a company inside a product line at the product line's own address", () => {
    for (const path of ['/admin/aluminum-management/5', '/admin/simple-company-management/5']) {
      expect(screenAt(path)?.title, path).toBe('companyCard');
      expect(mayOpenScreen({ role: 'super_admin', companyId: null }, path), path).toBe(true);
    }
  });

  it('keeps the account profile from an admin without a company', () => {
    expect(openers('/manager/company-profile', null)).toEqual([]);
  });

  it('opens nothing that is not a staff route', () => {
    expect(screenAt('/manager/nothing')).toBeNull();
    expect(openers('/manager/nothing')).toEqual([]);
    expect(openers('/admin/companies/7/more')).toEqual([]);
  });
});
