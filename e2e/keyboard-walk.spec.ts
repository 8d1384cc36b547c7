import type { Browser } from 'playwright-core';
import { describe, expect } from 'vitest';
import { openSettled } from './harness/axe';
import { desktopContext } from './harness/browser';
import { DEMO_PASSWORD } from './harness/staff-api';
import { walkWithTab } from './harness/tab-walk';
import { test } from './harness/test';

/** A laptop's page in Hebrew, signed in as the demo user. */
async function signedIn(browser: Browser, baseUrl: string, username: string) {
  const context = await desktopContext(browser, { locale: 'he-IL', baseURL: baseUrl });
  const response = await context.request.post('/api/auth/login', {
    headers: { Origin: baseUrl },
    data: { username, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return { context, page: await context.newPage() };
}

/** Every staff screen is walked with this check in e2e/staff-screens.spec.ts. */
describe('the keyboard walk of a staff screen', () => {
  test('and one with an unreachable control, a hidden focus, a leak or a trap is reported', async ({
    browser,
    baseUrl,
  }) => {
    const { context, page } = await signedIn(browser, baseUrl, 'demo-manager');
    await openSettled(page, '/manager/history');
    expect(await walkWithTab(page, 'history')).toEqual([]);

    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const fake = document.createElement('div');
      fake.setAttribute('role', 'button');
      fake.textContent = 'no tabindex';
      const plain = document.createElement('button');
      plain.textContent = 'no ring';
      plain.style.setProperty('outline', 'none', 'important');
      main.prepend(fake, plain);
    });
    expect(await walkWithTab(page, 'history')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^history: stop \d+ <button> "no ring" shows no focus indicator$/),
        'history: never reached: <div> "no tabindex"',
      ]),
    );

    // A walk kept to a part of the page, as to an open dialog, reports the focus leaving it.
    expect(await walkWithTab(page, 'history', 'main')).toContainEqual(
      expect.stringMatching(/^history: the focus left main for /),
    );

    await page.evaluate(() => {
      const trap = document.createElement('input');
      trap.setAttribute('aria-label', 'trap');
      trap.addEventListener('keydown', (event) => {
        if (event.key === 'Tab') event.preventDefault();
      });
      document.querySelector('main')!.prepend(trap);
    });
    expect(await walkWithTab(page, 'history')).toContain(
      'history: focus stuck: Tab does not leave <input> "trap"',
    );
    await context.close();
  });
});
