import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';
import { pageTitleKey } from './page-titles';
import { countScaffoldWorkToday, localIsoDate } from './scaffolding-count';

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

describe('countScaffoldWorkToday', () => {
  const today = '2025-03-10';
  const entry = {
    siteId: 1,
    exitTime: null,
    workStartDate: today,
    scaffoldingNumber: 'P-101',
    platformNumber: null,
  };

  it('counts approved work on a scaffold or a platform, today, on the user’s sites, not yet out', () => {
    const entries = [
      entry,
      { ...entry, scaffoldingNumber: null, platformNumber: 'LP-7' },
      { ...entry, siteId: 9 },
      { ...entry, exitTime: '2025-03-10T12:00:00Z' },
      { ...entry, workStartDate: '2025-03-09' },
      { ...entry, scaffoldingNumber: ' ', platformNumber: null },
    ];
    expect(countScaffoldWorkToday(entries, [1], today)).toBe(2);
  });

  it('writes today as YYYY-MM-DD in local time', () => {
    expect(localIsoDate(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});
