import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@shared/constants';
import { hubFor, menuFor } from './menu';

const menuOf = (role: Role, companyId: number | null = 1) =>
  menuFor({ role, companyId }).map((item) => item.to);

describe('the side menu by role', () => {
  it('gives the super admin companies and system management, the hub of the other platform screens', () => {
    expect(menuOf('super_admin', null)).toEqual(['/admin/companies', '/admin/system']);
    expect(hubFor({ role: 'super_admin', companyId: null }).map((item) => item.to)).toEqual([
      '/admin/system-monitoring',
      '/admin/users',
      '/admin/check-user',
      '/admin/contact-requests',
      '/admin/sales-agents',
      '/admin/daily-billing',
      '/admin/customer-card',
      '/admin/aluminum-management',
      '/admin/simple-company-management',
      '/admin/system-pages',
      '/admin/page-visits',
    ]);
  });

  it("gives a main account his company's menu, companies and system management", () => {
    const menu = menuFor({ role: 'company_admin', companyId: 1, isMainAccount: true }).map(
      (item) => item.to,
    );
    expect(menu).toEqual(
      expect.arrayContaining(['/manager/dashboard', '/admin/companies', '/admin/system']),
    );
    expect(menu).not.toContain('/admin/daily-billing');
  });

  it('gives a sales agent his portfolio and his leads only', () => {
    expect(menuOf('sales_agent', null)).toEqual(['/agent/portfolio', '/admin/contact-requests']);
  });

  it('gives an admin with a company the full menu, account profile included', () => {
    expect(menuOf('admin')).toEqual([
      '/manager/dashboard',
      '/manager/users',
      '/manager/approval-queue',
      '/manager/history',
      '/manager/on-site',
      '/manager/scaffolding-management',
      '/manager/permits',
      '/manager/form-editor',
      '/manager/test-form',
      '/manager/print-qr',
      '/manager/kiosks',
      '/manager/briefing',
      '/manager/crews',
      '/manager/company-profile',
      '/manager/workers',
      '/manager/certificates',
      '/manager/privacy',
      '/manager/contact-requests',
      '/manager/audit-log',
      '/manager/notifications',
      '/manager/webhooks',
    ]);
  });

  it("gives the company's admins, and only them, the workers' privacy and the audit log", () => {
    for (const path of ['/manager/privacy', '/manager/audit-log']) {
      expect(menuOf('company_admin')).toContain(path);
      expect(menuOf('manager')).not.toContain(path);
      expect(menuOf('safety_manager')).not.toContain(path);
    }
  });

  it("gives every company role that decides on requests a worker's visits", () => {
    for (const role of ['admin', 'company_admin', 'manager', 'safety_manager'] as const) {
      expect(menuOf(role)).toContain('/manager/workers');
    }
    expect(menuOf('super_admin', null)).not.toContain('/manager/workers');
  });

  it('shows the account profile only to role admin with a company', () => {
    expect(menuOf('admin', null)).not.toContain('/manager/company-profile');
    expect(menuOf('company_admin')).not.toContain('/manager/company-profile');
    expect(menuOf('manager')).not.toContain('/manager/company-profile');
  });

  it('gives a site manager the standard menu without the account profile', () => {
    expect(menuOf('manager')).toEqual([
      '/manager/dashboard',
      '/manager/users',
      '/manager/approval-queue',
      '/manager/history',
      '/manager/on-site',
      '/manager/scaffolding-management',
      '/manager/permits',
      '/manager/form-editor',
      '/manager/test-form',
      '/manager/print-qr',
      '/manager/kiosks',
      '/manager/briefing',
      '/manager/crews',
      '/manager/workers',
      '/manager/certificates',
      '/manager/contact-requests',
      '/manager/notifications',
    ]);
  });

  it('leaves out what a safety manager may not do', () => {
    expect(menuOf('safety_manager')).toEqual([
      '/manager/dashboard',
      '/manager/approval-queue',
      '/manager/history',
      '/manager/on-site',
      '/manager/scaffolding-management',
      '/manager/permits',
      '/manager/workers',
      '/manager/certificates',
      '/manager/contact-requests',
      '/manager/notifications',
    ]);
  });

  it("offers a customer company's staff no leads, billing or agents", () => {
    for (const role of ['admin', 'company_admin', 'manager', 'safety_manager'] as const) {
      const offered = menuOf(role).filter((to) =>
        ['/admin/contact-requests', 'billing', 'agent', '/admin/users'].some((part) =>
          to.includes(part),
        ),
      );
      expect(offered, role).toEqual([]);
    }
  });

  it('opens the entry-page test at the form in preview, where nothing is sent, for those who edit forms', () => {
    for (const role of ['admin', 'company_admin', 'manager'] as const) {
      const link = menuFor({ role, companyId: 1 }).find((item) => item.label === 'entryPageTest');
      expect(link, role).toEqual({
        label: 'entryPageTest',
        icon: 'entryPageTest',
        to: '/manager/test-form',
      });
    }
    expect(menuOf('safety_manager')).not.toContain('/manager/test-form');
    for (const role of ROLES) {
      expect(
        menuOf(role).filter(
          (to) =>
            !to.startsWith('/manager/') && !to.startsWith('/admin/') && !to.startsWith('/agent/'),
        ),
        role,
      ).toEqual([]);
    }
  });

  it('puts the count badges on pending requests, scaffolding and live permits', () => {
    const badges = menuFor({ role: 'manager', companyId: 1 })
      .filter((item) => item.badge)
      .map((item) => [item.to, item.badge]);
    expect(badges).toEqual([
      ['/manager/approval-queue', 'pending'],
      ['/manager/scaffolding-management', 'scaffolding'],
      ['/manager/permits', 'permits'],
    ]);
  });
});
