import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import heManage from '@shared/i18n/locales/he/manage.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { menuFor } from '../client/routes/manager-shell/lib/menu';
import { watchProblems } from './harness/browser';
import { test } from './harness/test';

const PASSWORD = 'demo1234';

async function signIn(page: Page, username: string, options: { remember?: boolean } = {}) {
  await page.goto('/login');
  await page.getByLabel(heStaff.login.username).fill(username);
  await page.getByLabel(heStaff.login.password, { exact: true }).fill(PASSWORD);
  if (options.remember) await page.getByLabel(heStaff.login.remember).check();
  await page.getByRole('button', { name: heStaff.login.submit, exact: true }).click();
}

/** The side menu's targets, in order. */
async function menuTargets(page: Page): Promise<(string | null)[]> {
  const nav = page.getByRole('navigation', { name: heStaff.shell.navigation });
  await nav.getByRole('link').first().waitFor();
  return nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
}

describe('staff sign-in', () => {
  test.for([
    { username: 'demo-admin', role: heStaff.roles.admin },
    { username: 'demo-manager', role: heStaff.roles.manager },
    { username: 'demo-safety', role: heStaff.roles.safety_manager },
    { username: 'demo-manager2', role: heStaff.roles.manager },
  ])('$username lands on the dashboard with the menu of the role', async (user, { pages }) => {
    const { page, problems } = await pages.desktop();
    await signIn(page, user.username);

    await page.waitForURL('**/manager/dashboard');
    await page.getByRole('heading', { level: 1, name: heStaff.titles.dashboard }).waitFor();
    await page.getByText(user.role, { exact: true }).waitFor();
    // The menu's rules per role are pinned by the menu's unit test; here the shell must draw
    // exactly what they give the user the server signed in.
    const session = (await (await page.request.get('/api/auth/user')).json()) as SessionUser;
    expect(await menuTargets(page)).toEqual(menuFor(session).map((item) => item.to));
    expect(problems).toEqual([]);
  });

  test('the menu’s entry-page test opens the form in preview, where nothing is sent', async ({
    pages,
  }) => {
    const { page, problems } = await pages.desktop();
    await signIn(page, 'demo-manager');
    await page.waitForURL('**/manager/dashboard');

    await page
      .getByRole('navigation', { name: heStaff.shell.navigation })
      .getByRole('link', { name: heStaff.menu.entryPageTest })
      .click();
    await page.waitForURL('**/manager/test-form');
    await page.getByRole('heading', { level: 1, name: heStaff.titles.testForm }).waitFor();
    const opener = page.getByRole('link', { name: heManage.testForm.open });
    expect(
      new URL((await opener.getAttribute('href'))!, 'http://x').searchParams.get('preview'),
    ).toBe('1');
    expect(page.context().pages()).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test('the super admin lands on /admin/companies and has only the platform menu: companies and system management', async ({
    pages,
  }) => {
    const { page } = await pages.desktop();
    await signIn(page, 'demo-super');

    await page.waitForURL('**/admin/companies');
    await page.goto('/manager/dashboard');
    // The platform's other screens are links of system management, its hub.
    expect(await menuTargets(page)).toEqual(['/admin/companies', '/admin/system']);
    await page.getByText(heStaff.roles.super_admin, { exact: true }).waitFor();
  });

  test('a wrong password is refused in Hebrew and the user stays', async ({ pages }) => {
    const { page } = await pages.desktop();
    await page.goto('/login');
    await page.getByLabel(heStaff.login.username).fill('demo-manager');
    await page.getByLabel(heStaff.login.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: heStaff.login.submit, exact: true }).click();

    await page.getByRole('alert').getByText('שם המשתמש או הסיסמה שגויים.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('a manager page without a session sends the visitor to /login', async ({ pages }) => {
    const { page } = await pages.phone();
    await page.goto('/manager/history');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: heStaff.login.submit, exact: true }).waitFor();
  });
});

describe('remember me', () => {
  test('signs the user in again when the browser reopens on a staff page', async ({ pages }) => {
    const { page } = await pages.desktop();
    await signIn(page, 'demo-manager', { remember: true });
    await page.getByRole('heading', { level: 1, name: heStaff.titles.dashboard }).waitFor();
    const context = page.context();
    const rememberToken = async () =>
      (await context.cookies()).find((c) => c.name === 'remember_me')?.value;
    const firstToken = await rememberToken();
    expect(firstToken).toBeTruthy();

    // The browser was closed: its page and the session cookie are gone, the remember-me cookie
    // and the stored user stay. It reopens on the page it showed.
    await page.close();
    await context.clearCookies({ name: 'sid' });
    const reopened = await context.newPage();
    // A call the dashboard sent before the session was known would answer 401: a console error.
    const problems = watchProblems(reopened);
    await reopened.goto('/manager/dashboard');

    await expect.poll(rememberToken, { timeout: 15_000 }).not.toBe(firstToken);
    await reopened.waitForURL('**/manager/dashboard');
    await reopened.getByRole('heading', { level: 1, name: heStaff.titles.dashboard }).waitFor();
    expect(await rememberToken()).toBeTruthy();
    expect(problems).toEqual([]);
  });

  test('does not sign in again after the user logged out himself', async ({ pages }) => {
    const { page } = await pages.phone();
    await signIn(page, 'demo-safety', { remember: true });
    await page.waitForURL('**/manager/dashboard');

    await page.getByRole('button', { name: heStaff.shell.openMenu }).click();
    await page.getByRole('button', { name: heStaff.menu.logout }).click();
    await page.waitForURL('**/scaffolding-login');

    await page.goto('/login');
    await page.getByRole('button', { name: heStaff.login.submit, exact: true }).waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByLabel(heStaff.login.username).inputValue()).toBe('demo-safety');
  });
});

describe('the 2-hour auto-logout', () => {
  test('alerts, signs out and returns to /login', async ({ pages }) => {
    const { page } = await pages.desktop();
    await page.clock.install();
    await signIn(page, 'demo-manager');
    await page.waitForURL('**/manager/dashboard');
    await page.getByRole('heading', { level: 1, name: heStaff.titles.dashboard }).waitFor();

    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });

    await page.clock.fastForward('01:58:00');
    expect(alerts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/manager/dashboard');

    await page.clock.fastForward('00:02:00');
    await page.waitForURL('**/login');
    expect(alerts).toEqual([heStaff.autoLogout.message]);
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('userLoggedOut'))).toBe('true');
    const status = await page.evaluate(async () => (await fetch('/api/auth/status')).json());
    expect(status).toMatchObject({ authenticated: false });
  });
});
