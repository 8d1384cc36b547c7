import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { LANGUAGES } from '@shared/i18n/languages';
import enEntryForm from '@shared/i18n/locales/en/entry-form.json';
import heEntryForm from '@shared/i18n/locales/he/entry-form.json';
import { submitOverHttp } from '../test/submit-over-http';
import { openSettled } from './harness/axe';
import { narrowPage, sidewaysScroll } from './harness/reflow';
import { decide, loginAs } from './harness/staff-api';
import { test } from './harness/test';

/** Many pages one after the other in one browser, one to three seconds each on a busy machine. */
const MANY_PAGES_MS = 420_000;

async function checkPages(page: Page, paths: readonly string[], prefix: string) {
  const found: string[] = [];
  for (const path of paths) {
    await openSettled(page, path);
    found.push(await sidewaysScroll(page, `${prefix} ${path}`));
  }
  return found.filter(Boolean);
}

/** The staff screens are checked at this width in e2e/staff-screens.spec.ts. */
describe('at 320 CSS px wide with text at 200%, no page scrolls sideways', () => {
  test('and one that does is reported', async ({ browser, baseUrl }) => {
    const { context, page } = await narrowPage(browser, baseUrl, 'he-IL');
    await openSettled(page, '/worker/language?code=DEMO');
    expect(await sidewaysScroll(page, 'language')).toBe('');
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.style.width = '400px';
      wide.textContent = 'wide';
      document.querySelector('main')!.append(wide);
    });
    expect(await sidewaysScroll(page, 'language')).toMatch(/^language: \d+ px sideways/);
    await context.close();
  });

  test(
    "the worker's screens in each of the nine languages",
    { timeout: MANY_PAGES_MS },
    async ({ browser, baseUrl }) => {
      const manager = await loginAs(baseUrl, 'demo-manager');
      const found: string[] = [];
      for (const language of LANGUAGES) {
        const { context, page } = await narrowPage(browser, baseUrl, language);
        const worker = { firstName: 'Dana', lastName: 'Katz', language };
        const pending = await submitOverHttp(baseUrl, 'DEMO', worker);
        const approved = await submitOverHttp(baseUrl, 'DEMO', worker);
        await decide(baseUrl, manager, approved.id, { status: 'approved' });
        found.push(
          ...(await checkPages(
            page,
            [
              `/worker/language?code=DEMO&lang=${language}`,
              `/worker/form?code=DEMO&lang=${language}`,
              `/waiting/${pending.id}?lang=${language}`,
              `/waiting/${approved.id}?lang=${language}`,
              `/worker?lang=${language}`,
            ],
            language,
          )),
        );
        await context.close();
      }
      expect(found).toEqual([]);
    },
  );

  test.for([
    { language: 'he', t: heEntryForm },
    { language: 'en', t: enEntryForm },
  ] as const)(
    'the form in $language with its errors, the typed signature and the dialogs open',
    async ({ language, t }, { browser, baseUrl }) => {
      const { context, page } = await narrowPage(browser, baseUrl, language);
      const found: string[] = [];
      await openSettled(page, `/worker/form?code=DEMO&lang=${language}`);
      await page.getByRole('button', { name: t.submit.send }).click();
      await page.getByRole('alert').first().waitFor();
      found.push(await sidewaysScroll(page, 'errors shown'));
      await page.getByRole('button', { name: t.signature.typeInstead }).click();
      await page.getByLabel(t.signature.typedName).waitFor();
      found.push(await sidewaysScroll(page, 'typed signature'));
      await page.getByRole('button', { name: t.briefing.open }).click();
      await page.getByRole('dialog').waitFor();
      found.push(await sidewaysScroll(page, 'briefing'));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: t.camera.open }).click();
      await page.getByRole('button', { name: t.camera.capture }).waitFor();
      found.push(await sidewaysScroll(page, 'camera'));
      await context.close();
      expect(found.filter(Boolean)).toEqual([]);
    },
  );
});
