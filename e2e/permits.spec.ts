import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import arPermits from '@shared/i18n/locales/ar/permits.json';
import hePermits from '@shared/i18n/locales/he/permits.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import ruPermits from '@shared/i18n/locales/ru/permits.json';
import { submitDemoRequest } from './harness/demo-request';
import { decide, DEMO_PASSWORD, loginAs } from './harness/staff-api';
import { test } from './harness/test';

const TASK = 'חיפוי קומה 4';

async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel(heStaff.login.username).fill(username);
  await page.getByLabel(heStaff.login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: heStaff.login.submit, exact: true }).click();
  await page.waitForURL('**/manager/dashboard');
  await page.goto('/manager/permits');
}

describe('a permit to work at height', () => {
  test('is requested, approved, started and extended, and workers joining by its QR code are told in their language what they lack', async ({
    baseUrl,
    pages,
  }) => {
    const { page: manager } = await pages.desktop();
    await signIn(manager, 'demo-manager');
    await manager.getByRole('button', { name: hePermits.board.newPermit }).click();
    await manager.getByLabel(hePermits.form.location).fill('בניין A, חזית צפון');
    await manager.getByLabel(hePermits.form.task).fill(TASK);
    await manager.getByLabel(hePermits.form.groundAttendant).fill('יוסי לוי');
    // The form proposes a start half an hour on, which late in the evening is the company's
    // tomorrow and off today's board: the journey plans its permit from this minute.
    const thisMinute = await manager.evaluate(() => {
      const local = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000);
      return local.toISOString().slice(0, 16);
    });
    await manager.getByLabel(hePermits.form.plannedStart).fill(thisMinute);
    await manager.getByRole('button', { name: hePermits.form.submit }).click();
    const card = manager.getByRole('article', { name: TASK });
    await card.getByText(hePermits.states.requested, { exact: true }).waitFor();

    const { page: safety } = await pages.desktop();
    await signIn(safety, 'demo-safety');
    const safetyCard = safety.getByRole('article', { name: TASK });
    await safetyCard.getByRole('button', { name: hePermits.actions.approve }).click();
    await safetyCard.getByText(hePermits.states.approved, { exact: true }).waitFor();
    // The manager's board follows without a reload.
    await card.getByText(hePermits.states.approved, { exact: true }).waitFor();

    await card.getByRole('button', { name: hePermits.actions.start }).click();
    for (const item of Object.values(hePermits.start.items)) await card.getByLabel(item).check();
    await card.getByLabel(hePermits.start.signature).fill('דוד מנהל');
    await card.getByRole('button', { name: hePermits.actions.start }).last().click();
    await card.getByText(hePermits.states.active, { exact: true }).waitFor();
    // The safety manager extends it by an hour with a reason; the manager's board follows.
    const when = card.locator('dd[dir="ltr"]').first();
    const planned = await when.textContent();
    await safetyCard.getByRole('button', { name: hePermits.actions.extend }).click();
    await safetyCard.getByLabel(hePermits.extend.reason).fill('היציקה התעכבה');
    await safetyCard.getByRole('button', { name: hePermits.extend.submit }).click();
    await safetyCard.getByLabel(hePermits.extend.reason).waitFor({ state: 'detached' });
    await expect.poll(() => when.textContent()).not.toBe(planned);
    const link = await card.locator('svg[data-link]').getAttribute('data-link');
    expect(link).toMatch(/\/permit\/[a-f0-9]{32}$/);

    const safetyCookie = await loginAs(baseUrl, 'demo-safety');
    for (const [language, catalog, name] of [
      ['ru', ruPermits, 'Ivan'],
      ['ar', arPermits, 'Ahmad'],
    ] as const) {
      const entryId = await submitDemoRequest(baseUrl, name);
      await decide(baseUrl, safetyCookie, entryId, { status: 'approved' });
      const { page: phone } = await pages.phone();
      await phone.goto(`${new URL(link!).pathname}?entryId=${entryId}&lang=${language}`);
      await phone.getByRole('heading', { name: catalog.join.title }).waitFor();
      await phone.getByText(TASK).waitFor();
      await phone.getByLabel(catalog.join.confirm).check();
      // The entry form's pad: a stroke as a finger would draw it.
      const pad = phone.locator('canvas');
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      await phone.mouse.move(box.x + 20, box.y + box.height / 2);
      await phone.mouse.down();
      for (let step = 1; step <= 10; step += 1) {
        await phone.mouse.move(box.x + 20 + step * 20, box.y + (step % 2 ? 40 : 100));
      }
      await phone.mouse.up();
      await phone.getByRole('button', { name: catalog.join.sign }).click();
      await phone.getByText(catalog.worker.missing.worker_certificate).waitFor();
      expect(await phone.getByText(catalog.join.joined).count()).toBe(0);
    }
  });
});
