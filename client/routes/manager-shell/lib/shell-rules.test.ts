import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';
import { pageTitleKey } from './page-titles';

describe('badgeText', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
  ])('shows %i as %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe('pageTitleKey', () => {
  it.each([
    ['/manager', 'dashboard'],
    ['/manager/dashboard', 'dashboard'],
    ['/manager/approval-queue', 'approvalQueue'],
    ['/manager/users/', 'users'],
    ['/manager/simple-scaffolding-management', 'scaffolding'],
    ['/manager/scaffolding-settings', 'scaffoldingSettings'],
    ['/manager/contact-requests', 'contactRequests'],
    ['/manager/nothing', null],
    ['/admin/companies', 'companies'],
    ['/admin/companies/12', 'companyCard'],
    ['/admin/system/', 'system'],
    ['/admin/companies/12/more', null],
  ])('titles %s as %s', (path, key) => {
    expect(pageTitleKey(path)).toBe(key);
  });
});
