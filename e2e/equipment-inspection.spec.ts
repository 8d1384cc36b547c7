import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import type { Language } from '@shared/i18n/languages';
import type { EquipmentInspections } from '@shared/schemas/inspection.schemas';
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

/** The demo item's tag token and its state now, as the equipment list's search finds them. */
async function demoItem(baseUrl: string, number: string) {
  const response = await fetch(`${baseUrl}/api/equipment?search=${encodeURIComponent(number)}`, {
    headers: { cookie: await loginAs(baseUrl, 'demo-admin') },
  });
  const { items } = (await response.json()) as {
    items: {
      id: number;
      siteId: number | null;
      number: string;
      tagToken: string;
      fitness: { state: string };
    }[];
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

/** The item's record as the inspection screen reads it, for the admin of its company. */
async function itemRecords(baseUrl: string, id: number) {
  const response = await fetch(`${baseUrl}/api/inspections/equipment/${id}`, {
    headers: { cookie: await loginAs(baseUrl, 'demo-admin') },
  });
  return ((await response.json()) as EquipmentInspections).records;
}

/** Opens the tag as the inspector, taps "inspect now" and waits for the checklist. */
async function openChecklist(page: Page, token: string, language: Language, inspectNow: string) {
  await page.goto(`/tag/${token}?lang=${language}`);
  await page.getByRole('link', { name: inspectNow }).click();
  await page.waitForURL('**/manager/inspections/*');
}

/** The tag as anyone opens it, without signing in. */
async function readTag(page: Page, token: string, language: Language, number: string) {
  await page.goto(`/tag/${token}?lang=${language}`);
  await page.getByText(number, { exact: true }).waitFor();
}

/** The equipment list's state chip for the item, as the company admin sees it. */
async function listState(page: Page, language: Language, number: string) {
  await page.goto(`/manager/scaffolding-management?lang=${language}`);
  // The item's own row: the warnings above the list name unfit items in rows of their own.
  const chip = page
    .locator('li', { hasText: number, has: page.locator('[data-fitness]') })
    .locator('[data-fitness]')
    .first();
  await chip.waitFor();
  return chip.getAttribute('data-fitness');
}

describe.each([
  // Overdue in the demo: last inspected nine days ago. The guard rail fails, then passes.
  {
    language: 'he' as Language,
    dir: 'rtl',
    number: 'P-202',
    before: 'overdue',
    failing: 'guard-rails',
  },
  // Closed in the demo after a failed guard rail; this time the toe boards fail, then pass.
  {
    language: 'en' as Language,
    dir: 'ltr',
    number: 'P-201',
    before: 'closed',
    failing: 'toe-boards',
  },
])('an inspection on the phone, in $language', ({ language, dir, number, before, failing }) => {
  const text = TEXTS[language as keyof typeof TEXTS];
  const failingLine = text.checklist.scaffold[failing as 'guard-rails' | 'toe-boards'];
  // The register is printed in Hebrew, whatever language it is read in on the screen.
  const failingInPrint = heInspections.checklist.scaffold[failing as 'guard-rails'];

  test('a failed line with its photo closes the item, and a passing re-inspection makes it fit', async ({
    pages,
    baseUrl,
  }) => {
    const item = await demoItem(baseUrl, number);
    expect(item.fitness.state).toBe(before);
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#c84' },
    })
      .jpeg()
      .toBuffer();

    const { page, problems } = await pages.phone({ locale: language });
    await signIn(page, baseUrl, 'demo-manager');
    await page.goto(`/tag/${item.tagToken}?lang=${language}`);
    await page.getByText(number, { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(dir);
    await page
      .getByText(text.state[before as 'overdue' | 'closed'])
      .first()
      .waitFor();

    // The default checklist: every line passes but one, which fails with a note and a photo.
    await page.getByRole('link', { name: text.tag.inspectNow }).click();
    await page.waitForURL('**/manager/inspections/*');
    const passes = page.getByRole('radio', { name: text.inspect.pass, exact: true });
    await passes.first().waitFor();
    for (const radio of await passes.all()) await radio.check();
    const line = page.getByRole('group', { name: failingLine, exact: true });
    await line.getByRole('radio', { name: text.inspect.fail, exact: true }).check();
    await line.getByLabel(text.inspect.note).fill('Bent, 2nd lift / כפוף בקומה 2');
    await line
      .getByLabel(text.inspect.photo, { exact: true })
      .setInputFiles({ name: 'failed.jpg', mimeType: 'image/jpeg', buffer: photo });
    await line.getByText(`✓ ${text.inspect.photo}`).waitFor();
    await page.getByRole('radio', { name: text.outcome.closed, exact: true }).check();
    await sign(page, text.inspect.signature);
    await page.getByRole('button', { name: text.inspect.submit }).click();
    await page.getByText(text.inspect.saved).waitFor();

    // The record keeps the failed line with its note and the photo taken.
    const [closing] = (await itemRecords(baseUrl, item.id)).filter(
      (record) => record.outcome === 'closed' && record.closedReason === 'failed_items',
    );
    const failed = closing!.results.filter((result) => result.result === 'fail');
    expect(failed.map((result) => result.itemId)).toEqual([failing]);
    expect(failed[0]!.note).toBe('Bent, 2nd lift / כפוף בקומה 2');
    const stored = await fetch(`${baseUrl}/api/media/${failed[0]!.photoFileId}`, {
      headers: { cookie: await loginAs(baseUrl, 'demo-admin') },
    });
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toMatch(/^image\//);
    const kept = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect([kept.width, kept.height]).toEqual([64, 48]);

    // The tag, opened by anyone, says closed and what failed; the equipment list agrees.
    const visitor = await pages.phone({ locale: language });
    await readTag(visitor.page, item.tagToken, language, number);
    await visitor.page.getByText(text.state.closed).waitFor();
    await visitor.page.getByText(text.tag.failedItems).waitFor();
    await visitor.page.getByRole('listitem').filter({ hasText: failingLine }).waitFor();
    const office = await pages.desktop({ locale: language });
    await signIn(office.page, baseUrl, 'demo-admin');
    expect(await listState(office.page, language, number)).toBe('closed');

    // The repair is inspected again from the tag: every line passes and the item is fit.
    await openChecklist(page, item.tagToken, language, text.tag.inspectNow);
    await passes.first().waitFor();
    for (const radio of await passes.all()) await radio.check();
    await page.getByRole('radio', { name: text.outcome.fit, exact: true }).check();
    await sign(page, text.inspect.signature);
    await page.getByRole('button', { name: text.inspect.submit }).click();
    await page.getByText(text.inspect.saved).waitFor();
    expect(problems).toEqual([]);

    await readTag(visitor.page, item.tagToken, language, number);
    await visitor.page.getByText(text.state.fit.split('{{')[0]!.trim()).waitFor();
    expect(await visitor.page.getByText(text.tag.failedItems).count()).toBe(0);
    expect(await listState(office.page, language, number)).toBe('fit');
    expect((await demoItem(baseUrl, number)).fitness.state).toBe('fit');

    // The register lists both, oldest first: closed for the failed line, then fit.
    await office.page.goto(`/manager/inspection-register?lang=${language}&siteId=${item.siteId}`);
    await office.page.getByText(text.register.title).waitFor();
    const rows = office.page.locator('#inspection-register tbody tr', { hasText: number });
    await rows.first().waitFor();
    const [closedRow, fitRow] = (await rows.allInnerTexts()).slice(-2);
    expect(closedRow).toContain(`${text.outcome.closed} · ${text.closedReason.failed_items}`);
    expect(closedRow).toContain(failingLine);
    expect(fitRow).toContain(text.outcome.fit);
    expect(fitRow).not.toContain(text.closedReason.failed_items);
    await office.page.emulateMedia({ media: 'print' });
    const printed = (await rows.allInnerTexts()).slice(-2)[0]!;
    expect(printed).toContain(failingInPrint);
    if (language !== 'he') expect(printed).not.toContain(failingLine);
    await office.page.emulateMedia({ media: 'screen' });
    expect(office.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
  });
});
