import type { Page } from 'playwright-core';
import { describe, expect, onTestFinished } from 'vitest';
import { DEMO_COMPANIES } from '../server/db/demo-data';
import { DEFAULT_FORM_FIELDS } from '../server/modules/entry-forms/default-form';
import { LANGUAGE_NAMES } from '@shared/i18n/languages';
import heEntryForm from '@shared/i18n/locales/he/entry-form.json';
import heErrors from '@shared/i18n/locales/he/errors.json';
import heManage from '@shared/i18n/locales/he/manage.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import { EQUIPMENT_CSV_COLUMNS } from '@shared/schemas/equipment-admin.schemas';
import { submitDemoRequest } from './harness/demo-request';
import { DEMO_PASSWORD, loginAs } from './harness/staff-api';
import { test } from './harness/test';

const DEMO_SITE_NAME = DEMO_COMPANIES[0]!.site.name;
/** DEMO's form is the default form (server/db/seed.ts): its labels are the site's own. */
const SCAFFOLD_LABEL = DEFAULT_FORM_FIELDS.find((f) => f.type === 'scaffolding_select')!.label.he;

/** Unique per run: these journeys share one server, and its database, with the other specs. */
const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (out, [key, value]) => out.replace(`{{${key}}}`, String(value)),
    text,
  );

/** The login screen, as a person types into it. */
async function logIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(heStaff.login.username).fill(username);
  await page.getByLabel(heStaff.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: heStaff.login.submit, exact: true }).click();
}

/** A state-changing call as demo-admin, to put back what a journey added for the next specs. */
async function asAdmin(baseUrl: string, method: string, path: string, body: unknown) {
  const cookie = await loginAs(baseUrl, 'demo-admin');
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('a company admin manages people, sites and scaffolds through the screens', () => {
  test('adds a manager of DEMO on the users screen, who then logs in to the dashboard', async ({
    pages,
  }) => {
    const username = `e2e-mgr-${runId()}`;
    const password = `Pw-${runId()}-long`;
    const admin = await pages.desktop();
    await logIn(admin.page, 'demo-admin');
    await admin.page.waitForURL('**/manager/dashboard');
    await admin.page.goto('/manager/users');
    await admin.page.getByRole('button', { name: heManage.users.add }).click();
    const dialog = admin.page.getByRole('dialog', { name: heManage.users.addTitle });
    await dialog.getByLabel(heManage.users.firstName).fill('נועה');
    await dialog.getByLabel(heManage.users.lastName).fill('בדיקה');
    await dialog.getByLabel(heManage.users.username).fill(username);
    await dialog.getByLabel(heManage.users.password, { exact: true }).fill(password);
    await dialog.getByLabel(heManage.users.role).selectOption('manager');
    await dialog.getByRole('checkbox', { name: DEMO_SITE_NAME, exact: true }).check();
    await dialog.getByRole('button', { name: heManage.save, exact: true }).click();
    await admin.page
      .getByText(fill(heManage.users.created, { name: username, password }))
      .waitFor();
    expect(admin.problems).toEqual([]);

    const created = admin.page.getByRole('listitem').filter({ hasText: username });
    expect(await created.getByText(heManage.roles.manager).count()).toBe(1);
    expect(await created.getByText(DEMO_SITE_NAME).count()).toBe(1);

    const newcomer = await pages.desktop();
    await logIn(newcomer.page, username, password);
    await newcomer.page.waitForURL('**/manager/dashboard');
    await newcomer.page
      .getByRole('heading', { level: 1, name: heStaff.titles.dashboard })
      .waitFor();
    expect(newcomer.problems).toEqual([]);
  });

  test('adds a site on the company profile, whose short link opens its language screen and form', async ({
    pages,
    baseUrl,
  }) => {
    const code = `E2E${runId().toUpperCase()}`;
    const name = `אתר בדיקה ${code}`;
    const admin = await pages.desktop();
    await logIn(admin.page, 'demo-admin');
    await admin.page.waitForURL('**/manager/dashboard');
    await admin.page.goto('/manager/company-profile');
    await admin.page.getByRole('button', { name: heManage.sites.add }).click();
    const dialog = admin.page.getByRole('dialog', { name: heManage.sites.addTitle });
    await dialog.getByLabel(heManage.sites.code).fill(code);
    await dialog.getByLabel(heManage.sites.name).fill(name);
    await dialog.getByRole('button', { name: heManage.save, exact: true }).click();
    await admin.page.getByText(fill(heManage.sites.saved, { name })).waitFor();
    await admin.page.getByText(`${baseUrl}/${code}`).waitFor();
    expect(admin.problems).toEqual([]);

    const sites = (await (await admin.page.request.get(`${baseUrl}/api/sites`)).json()) as {
      sites: { id: number; code: string }[];
    };
    const site = sites.sites.find((s) => s.code === code)!;
    // An active site of DEMO's company would add a poster to the print spec's count.
    onTestFinished(() => asAdmin(baseUrl, 'PATCH', `/api/sites/${site.id}`, { isActive: false }));

    const worker = await pages.phone();
    await worker.page.goto(`/${code}`);
    await worker.page.waitForURL(`**/worker/language?code=${code}`);
    await worker.page.getByTestId('site-name').getByText(name, { exact: true }).waitFor();
    // A tap on the language opens the form.
    await worker.page.getByRole('button', { name: LANGUAGE_NAMES.he }).click();
    await worker.page.waitForURL((url) => url.pathname === '/worker/form');
    await worker.page.getByText(name).first().waitFor();
    await worker.page.getByRole('button', { name: heEntryForm.submit.send }).waitFor();
    expect(worker.problems).toEqual([]);
  });

  test('imports scaffolds from a CSV file; the DEMO worker form finds one by its number', async ({
    pages,
  }) => {
    const prefix = `E2E-${runId().toUpperCase()}`;
    const items = [1, 2].map((n) => ({
      number: `${prefix}-${n}`,
      label: `פיגום ייבוא ${prefix} מספר ${n}`,
    }));
    const csv = [
      EQUIPMENT_CSV_COLUMNS.join(','),
      ...items.map((item) => `scaffold,${item.number},${item.label},DEMO,,active,,`),
    ].join('\n');

    const admin = await pages.desktop();
    await logIn(admin.page, 'demo-admin');
    await admin.page.waitForURL('**/manager/dashboard');
    await admin.page.goto('/manager/scaffolding-management');
    await admin.page.getByRole('button', { name: heManage.equipment.import }).click();
    const dialog = admin.page.getByRole('dialog', { name: heManage.import.title });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'scaffolds.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await dialog.getByText(fill(heManage.import.done, { created: 2, updated: 0 })).waitFor();
    expect(admin.problems).toEqual([]);

    const worker = await pages.phone();
    await worker.page.goto('/worker/form?code=DEMO&lang=he');
    // The server draws this field's frame, named by the label, before the app draws its input;
    // the input is a combobox once the scaffold list has come, so it is found as an input.
    const scaffoldNumber = worker.page.getByLabel(SCAFFOLD_LABEL).and(worker.page.locator('input'));
    await scaffoldNumber.fill(items[1]!.number);
    const found = worker.page.getByText(
      `✓ ${fill(heEntryForm.equipment.found, { label: items[1]!.label })}`,
    );
    await found.waitFor();
    // Green is the product's "found" colour, red its "not found"; Tailwind writes them in
    // oklch, so a canvas turns the computed colour into RGB.
    const [red, green, blue] = await found.evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = getComputedStyle(element).color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    });
    expect(green).toBeGreaterThan(red! + 40);
    expect(green).toBeGreaterThan(blue! + 40);
    expect(worker.problems).toEqual([]);
  });
});

describe('a manager of the other company', () => {
  test("opens a DEMO roll call by its address and gets 'not found', not its people", async ({
    pages,
    baseUrl,
  }) => {
    const demoManager = await loginAs(baseUrl, 'demo-manager');
    const demoSite = (await (await fetch(`${baseUrl}/api/sites/code/DEMO`)).json()) as {
      id: number;
    };
    const started = await fetch(`${baseUrl}/api/roll-calls`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: demoManager },
      body: JSON.stringify({ siteId: demoSite.id }),
    });
    expect(started.status).toBe(201);
    const rollCall = (await started.json()) as { id: number };

    const { page } = await pages.desktop();
    await logIn(page, 'demo-manager2');
    await page.waitForURL('**/manager/dashboard');
    await page.goto(`/manager/roll-call?id=${rollCall.id}&siteId=${demoSite.id}`);
    await page.getByText(heErrors.NOT_FOUND).waitFor();
    expect(await page.getByText(DEMO_SITE_NAME).count()).toBe(0);
  });

  test("opens DEMO's history by its address and finds none of its requests; their details answer 404", async ({
    pages,
    baseUrl,
  }) => {
    const firstName = `Zed${runId()}`;
    const requestId = await submitDemoRequest(baseUrl, firstName);
    const demoSite = (await (await fetch(`${baseUrl}/api/sites/code/DEMO`)).json()) as {
      id: number;
    };
    const address = `/manager/history?siteId=${demoSite.id}&q=${firstName}`;

    // The same address shows the request to DEMO's own manager: it is the data to keep out.
    const own = await pages.desktop();
    await logIn(own.page, 'demo-manager');
    await own.page.waitForURL('**/manager/dashboard');
    await own.page.goto(address);
    await own.page.getByText(firstName).first().waitFor();

    const other = await pages.desktop();
    await logIn(other.page, 'demo-manager2');
    await other.page.waitForURL('**/manager/dashboard');
    await other.page.goto(address);
    await other.page.getByText(heErrors.NOT_FOUND).waitFor();
    expect(await other.page.getByText(firstName).count()).toBe(0);
    const details = await other.page.request.get(
      `${baseUrl}/api/entry-requests/${requestId}/details`,
    );
    expect(details.status()).toBe(404);
  });
});
