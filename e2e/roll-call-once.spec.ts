import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import heReview from '@shared/i18n/locales/he/review.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import { submitDemoRequest } from './harness/demo-request';
import { DEMO_PASSWORD, decide, loginAs } from './harness/staff-api';
import { test } from './harness/test';

/** Unique per run: the journeys share one server, and its database, with the other specs. */
const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

async function logIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel(heStaff.login.username).fill(username);
  await page.getByLabel(heStaff.login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: heStaff.login.submit, exact: true }).click();
  await page.waitForURL('**/manager/dashboard');
}

describe('an evacuation roll call', () => {
  test('lists a worker approved in the morning and again after lunch once, and marking him safe leaves nobody missing for him', async ({
    pages,
    baseUrl,
  }) => {
    // The same phone and name twice, as the demo's worker sends them (050-1234567, Levi).
    const firstName = `Twice${runId()}`;
    const manager = await loginAs(baseUrl, 'demo-manager');
    await decide(baseUrl, manager, await submitDemoRequest(baseUrl, firstName), {
      status: 'approved',
    });
    await decide(baseUrl, manager, await submitDemoRequest(baseUrl, firstName), {
      status: 'approved',
    });

    const { page } = await pages.desktop();
    await logIn(page, 'demo-manager');
    await page.goto('/manager/roll-call');
    await page.getByRole('button', { name: heReview.rollCall.start }).click();
    const name = `${firstName} Levi`;
    const tick = page.getByRole('checkbox', { name: new RegExp(firstName) });
    await tick.first().waitFor();
    expect(await tick.count()).toBe(1);
    expect(await page.getByText(name, { exact: true }).count()).toBe(1);

    await tick.click();
    await expect.poll(() => tick.getAttribute('aria-checked')).toBe('true');
    const rollCallId = new URL(page.url()).searchParams.get('id');
    const csv = await page.request.get(`${baseUrl}/api/roll-calls/${rollCallId}/export.csv`);
    const rows = (await csv.text()).split('\n').filter((line) => line.includes(firstName));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(heReview.rollCall.safe);
  });
});
