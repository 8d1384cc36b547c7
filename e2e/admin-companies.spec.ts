import { describe, expect } from 'vitest';
import heAdmin from '@shared/i18n/locales/he/admin.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import { test } from './harness/test';

const DEMO_COMPANY = 'אלון בנייה והנדסה בע"מ';

describe('the platform administrator', () => {
  test('lands on the companies, opens the demo company and the system screen', async ({
    pages,
  }) => {
    const { page, problems } = await pages.desktop();
    await page.goto('/login');
    await page.getByLabel(heStaff.login.username).fill('demo-super');
    await page.getByLabel(heStaff.login.password, { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: heStaff.login.submit, exact: true }).click();

    await page.waitForURL('**/admin/companies');
    await page.getByRole('heading', { level: 1, name: heStaff.titles.companies }).waitFor();
    const row = page.getByRole('row', { name: DEMO_COMPANY });
    await row.waitFor();
    expect(await row.getByText(heAdmin.companies.active, { exact: true }).count()).toBe(1);

    await row.getByRole('link', { name: DEMO_COMPANY }).click();
    await page.waitForURL(/\/admin\/companies\/\d+$/);
    await page.getByRole('heading', { level: 2, name: DEMO_COMPANY }).waitFor();
    const entryLinks = page.getByRole('link', { name: heAdmin.card.entryPage });
    await entryLinks.first().waitFor();
    // Other journeys on the same server add sites to this company; DEMO is among them.
    const hrefs = await entryLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/worker/form?code=DEMO');

    await page
      .getByRole('navigation', { name: heStaff.shell.navigation })
      .getByRole('link', { name: heStaff.menu.system })
      .click();
    await page.waitForURL('**/admin/system');
    await page.getByText(heAdmin.system.databaseKinds.pglite).waitFor();
    expect(problems).toEqual([]);
  });

  test("a company admin gets 'No permission' on a company card", async ({ pages }) => {
    const { page } = await pages.desktop();
    const login = await page.request.post('/api/auth/login', {
      data: { username: 'demo-admin', password: 'demo1234' },
    });
    expect(login.status()).toBe(200);
    await page.goto('/admin/companies/1');
    await page.getByText(heAdmin.noPermission.mainAccountOnly).waitFor();
    await page.getByRole('link', { name: heAdmin.noPermission.backToDashboard }).click();
    await page.waitForURL('**/manager/dashboard');
  });
});
