import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { Language } from '@shared/i18n/languages';
import enInspections from '@shared/i18n/locales/en/inspections.json';
import heInspections from '@shared/i18n/locales/he/inspections.json';
import { DEMO_PASSWORD, loginAs } from './harness/staff-api';
import { test } from './harness/test';

const TEXTS = { he: heInspections, en: enInspections } as const;

/** Signs the page's browser context in, as the login screen would. */
async function signIn(page: Page, baseUrl: string, username: string) {
  const response = await page.request.post(`${baseUrl}/api/auth/login`, {
    data: { username, password: DEMO_PASSWORD },
    headers: { Origin: baseUrl },
  });
  expect(response.status()).toBe(200);
}

/** The demo item's tag token and its state now, as the equipment list reads them. */
async function demoItem(baseUrl: string, number: string) {
  const response = await fetch(`${baseUrl}/api/equipment`, {
    headers: { cookie: await loginAs(baseUrl, 'demo-admin') },
  });
  const { items } = (await response.json()) as {
    items: { number: string; tagToken: string; fitness: { state: string } }[];
  };
  return items.find((item) => item.number === number)!;
}

/** A stroke across the signature pad, with the pointer as a finger would draw it. */
async function sign(page: Page, name: string) {
  const pad = page.getByLabel(name, { exact: true });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2 + (step % 2 ? 15 : -15));
  }
  await page.mouse.up();
}

describe.each([
  // Overdue in the demo: last inspected nine days ago.
  { language: 'he' as Language, dir: 'rtl', number: 'P-202', before: 'overdue' },
  // Closed in the demo after a failed guard rail: the repair is inspected and passes.
  { language: 'en' as Language, dir: 'ltr', number: 'P-201', before: 'closed' },
])('an inspection on the phone, in $language', ({ language, dir, number, before }) => {
  const text = TEXTS[language as keyof typeof TEXTS];

  test('a qualified manager inspects from the tag, and the equipment list shows it fit', async ({
    pages,
    baseUrl,
  }) => {
    const item = await demoItem(baseUrl, number);
    expect(item.fitness.state).toBe(before);

    const { page, problems } = await pages.phone({ locale: language });
    await signIn(page, baseUrl, 'demo-manager');
    await page.goto(`/tag/${item.tagToken}?lang=${language}`);
    await page.getByText(number, { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(dir);
    await page
      .getByText(text.state[before as 'overdue' | 'closed'])
      .first()
      .waitFor();

    await page.getByRole('link', { name: text.tag.inspectNow }).click();
    await page.waitForURL('**/manager/inspections/*');
    const passes = page.getByRole('radio', { name: text.inspect.pass, exact: true });
    await passes.first().waitFor();
    for (const radio of await passes.all()) await radio.check();
    await sign(page, text.inspect.signature);
    await page.getByRole('button', { name: text.inspect.submit }).click();
    await page.getByText(text.inspect.saved).waitFor();
    expect(problems).toEqual([]);

    // The tag, opened by anyone, says fit now.
    const visitor = await pages.phone({ locale: language });
    await visitor.page.goto(`/tag/${item.tagToken}?lang=${language}`);
    await visitor.page.getByText(number, { exact: true }).waitFor();
    await visitor.page.getByText(text.state.fit.split('{{')[0]!.trim()).waitFor();

    const office = await pages.desktop({ locale: language });
    await signIn(office.page, baseUrl, 'demo-admin');
    await office.page.goto(`/manager/scaffolding-management?lang=${language}`);
    const row = office.page.locator('li', { hasText: number }).first();
    await expect
      .poll(() => row.locator('[data-fitness]').first().getAttribute('data-fitness'))
      .toBe('fit');
    expect((await demoItem(baseUrl, number)).fitness.state).toBe('fit');
    expect(office.problems).toEqual([]);
  });
});
