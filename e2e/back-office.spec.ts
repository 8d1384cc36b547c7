import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import heAdmin from '@shared/i18n/locales/he/admin.json';
import heBackoffice from '@shared/i18n/locales/he/backoffice.json';
import heErrors from '@shared/i18n/locales/he/errors.json';
import heManage from '@shared/i18n/locales/he/manage.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import heVisits from '@shared/i18n/locales/he/visits.json';
import { test } from './harness/test';

const DEMO_COMPANY = 'אלון בנייה והנדסה בע"מ';
const SECOND_COMPANY = 'גובה שירותי פיגומים בע"מ';

async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel(heStaff.login.username).fill(username);
  await page.getByLabel(heStaff.login.password, { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: heStaff.login.submit, exact: true }).click();
}

const menu = (page: Page) => page.getByRole('navigation', { name: heStaff.shell.navigation });

/** The platform's screens other than its companies are links of system management's hub. */
async function openFromHub(page: Page, name: string) {
  await menu(page).getByRole('link', { name: heStaff.menu.system }).click();
  await page
    .getByRole('navigation', { name: heStaff.systemHub.title })
    .getByRole('link', { name })
    .click();
}
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the back office', () => {
  test('the platform owner works a lead: agent, stage and a note', async ({ pages }) => {
    const { page, problems } = await pages.desktop();
    await signIn(page, 'demo-super');
    await page.waitForURL('**/admin/companies');
    await openFromHub(page, heStaff.menu.leads);
    await page.waitForURL('**/admin/contact-requests');
    await page.getByRole('button', { name: 'Ahmad Nasser' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(heBackoffice.leads.noNotes).waitFor();

    await dialog.getByLabel(heBackoffice.leads.columns.agent).selectOption({ label: 'גלית סוכנת' });
    await dialog.getByRole('button', { name: heBackoffice.leads.assign }).click();
    await dialog.getByText(heBackoffice.common.saved).waitFor();

    await dialog.getByLabel(heBackoffice.leads.columns.status).selectOption('contacted');
    await dialog.getByLabel(heBackoffice.leads.columns.followUpOn).fill(day(3));
    await dialog.getByRole('button', { name: heBackoffice.leads.saveStage }).click();
    await dialog.getByLabel(heBackoffice.leads.addNote).fill('דיברנו, ישלחו תוכניות');
    await dialog.getByRole('button', { name: heBackoffice.leads.addNote }).click();
    await dialog.getByText('דיברנו, ישלחו תוכניות').waitFor();

    const lead = (await (await page.request.get('/api/contact-requests')).json()).items.find(
      (item: { name: string }) => item.name === 'Ahmad Nasser',
    );
    expect(lead).toMatchObject({
      status: 'contacted',
      followUpOn: day(3),
      assignedAgent: { fullName: 'גלית סוכנת' },
    });
    expect(problems).toEqual([]);
  });

  test('a plan change, a plan refused in a closed period, and the month export', async ({
    pages,
  }) => {
    const { page, problems } = await pages.desktop();
    await signIn(page, 'demo-super');
    await page.waitForURL('**/admin/companies');
    await openFromHub(page, heStaff.menu.dailyBilling);
    await page.waitForURL('**/admin/daily-billing');
    await page.getByRole('button', { name: DEMO_COMPANY }).click();
    await page.getByTestId('month-gross').waitFor();

    const form = page.getByRole('form', { name: heBackoffice.billing.plan.title });
    await form.getByLabel(heBackoffice.billing.plan.effectiveFrom).fill(day(-10));
    await form.getByLabel(heBackoffice.billing.plan.monthlyBase).fill('2000');
    await form.getByRole('button', { name: heBackoffice.billing.plan.save }).click();
    await form.getByText(heErrors.BILLING_DAY_CLOSED).waitFor();

    await form.getByLabel(heBackoffice.billing.plan.effectiveFrom).fill(day(2));
    await form.getByRole('button', { name: heBackoffice.billing.plan.save }).click();
    await form.getByText(heBackoffice.billing.plan.saved).waitFor();
    await page
      .getByText(new RegExp(`${day(2).slice(8)}.*2,000`))
      .first()
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: heBackoffice.billing.exportMonth }).click(),
    ]);
    const csv = await fs.readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.split('\r\n')[0]).toContain(heBackoffice.billing.columns.day);
    expect(csv).toContain(heBackoffice.billing.kinds.base);
    expect(csv).toContain(heBackoffice.billing.totals.gross);
    // The refused plan's 409 is the one failed call the browser reports.
    expect(problems.filter((p) => !p.includes('409'))).toEqual([]);
  });

  test('an agent sees exactly his own companies and commission, and no billing screen', async ({
    pages,
  }) => {
    const { page, problems } = await pages.desktop();
    await signIn(page, 'demo-agent');
    await page.waitForURL('**/agent/portfolio');
    await page.getByRole('cell', { name: DEMO_COMPANY }).waitFor();
    await page.getByRole('cell', { name: SECOND_COMPANY }).waitFor();
    const companyRows = page
      .getByRole('table', { name: heBackoffice.portfolio.companies })
      .getByRole('row');
    expect(await companyRows.count()).toBe(3);
    const portfolio = await (await page.request.get('/api/agent/portfolio')).json();
    expect(portfolio.companies.map((c: { name: string }) => c.name).sort()).toEqual(
      [DEMO_COMPANY, SECOND_COMPANY].sort(),
    );
    expect(portfolio.totals.commissionDueAgorot).toBeGreaterThan(0);
    const due = await page.getByTestId('commission-due').textContent();
    expect(due).toContain(
      new Intl.NumberFormat('he', { style: 'currency', currency: 'ILS' }).format(
        portfolio.totals.commissionDueAgorot / 100,
      ),
    );
    expect((await page.request.get('/api/admin/billing/companies')).status()).toBe(403);
    await page.goto('/admin/daily-billing');
    await page.getByText(heStaff.screenAccess.title).waitFor();
    // The refused billing call's 403 is the one failed call the browser reports.
    expect(problems.filter((p) => !p.includes('403'))).toEqual([]);
  });

  test('the visits screen shows the page view and the worker funnel a phone just made', async ({
    pages,
  }) => {
    const phone = await pages.phone();
    const counted = (step: string) =>
      phone.page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/visits') &&
          r.status() === 204 &&
          (r.request().postData() ?? '').includes(`"step":"${step}"`),
      );
    const viewCounted = counted('view');
    await phone.page.goto('/scaffolding-tracking');
    await viewCounted;
    // The entry's steps go in one beacon a few seconds after the first.
    const stepsCounted = counted('form');
    await phone.page.goto('/DEMO');
    await phone.page.waitForURL('**/worker/language?code=DEMO');
    await phone.page.getByRole('button', { name: 'العربية' }).click();
    await phone.page.waitForURL((url) => url.pathname === '/worker/form');
    await stepsCounted;

    const { page, problems } = await pages.desktop();
    await signIn(page, 'demo-super');
    await page.waitForURL('**/admin/companies');
    await page.goto('/admin/page-visits');
    await page.getByRole('heading', { name: heVisits.funnel.title }).waitFor();
    for (const step of [heVisits.steps.arrive, heVisits.steps.language, heVisits.steps.form]) {
      const reached = page.getByRole('listitem').filter({ hasText: step }).locator('bdi');
      expect(Number(await reached.textContent())).toBeGreaterThan(0);
    }
    await page.getByRole('cell', { name: '/scaffolding-tracking' }).waitFor();
    expect([...phone.problems, ...problems]).toEqual([]);
  });
  test("the monitoring screen's live figures and history, and an account added to another company", async ({
    pages,
  }) => {
    const { page, problems } = await pages.desktop();
    await signIn(page, 'demo-super');
    await page.waitForURL('**/admin/companies');
    await openFromHub(page, heStaff.menu.systemMonitoring);
    await page.waitForURL('**/admin/system-monitoring');
    await page.getByText(heAdmin.system.databaseKinds.pglite).waitFor();
    const month = page.getByRole('button', { name: heAdmin.monitoring.ranges['30d'] });
    await month.click();
    expect(await month.getAttribute('aria-pressed')).toBe('true');
    const history = await (await page.request.get('/api/admin/system/history?range=30d')).json();
    expect(history).toMatchObject({ range: '30d', bucketSeconds: 3600 });

    await openFromHub(page, heStaff.menu.platformUsers);
    await page.getByRole('cell', { name: 'demo-manager2' }).waitFor();
    await page
      .getByLabel(heBackoffice.users.columns.company)
      .selectOption({ label: SECOND_COMPANY });
    await page.getByRole('button', { name: heManage.users.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(heManage.users.username).fill('e2e.platform.made');
    await dialog.getByRole('button', { name: heManage.users.generate }).click();
    await dialog.getByLabel(heManage.users.role).selectOption('admin');
    await dialog.getByRole('button', { name: heManage.save }).click();
    await page.getByRole('cell', { name: 'e2e.platform.made' }).first().waitFor();
    const made = (await (await page.request.get('/api/admin/users')).json()).users.find(
      (u: { username: string }) => u.username === 'e2e.platform.made',
    );
    expect(made).toMatchObject({ role: 'admin', companyName: SECOND_COMPANY });
    expect(problems).toEqual([]);
  });
});
