import type { Browser } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { mayOpenScreen } from '../client/routes/manager-shell/lib/screen-access';
import { STAFF_SCREENS } from '../client/routes/staff-screens';
import { DEMO_USERS } from '../server/db/demo-data';
import { submitOverHttp } from '../test/submit-over-http';
import { openSettled } from './harness/axe';
import { desktopContext } from './harness/browser';
import { DEMO_PASSWORD } from './harness/staff-api';
import { walkWithTab } from './harness/tab-walk';
import { test } from './harness/test';

/** About ninety pages on a busy two-core machine, one second or two each. */
const ALL_SCREENS_MS = 300_000;

const ONE_PER_ROLE = DEMO_USERS.filter(
  (user, index) => DEMO_USERS.findIndex((other) => other.role === user.role) === index,
);

/** A laptop's page in Hebrew, signed in as the demo user. */
async function signedIn(browser: Browser, baseUrl: string, username: string) {
  const context = await desktopContext(browser, { locale: 'he-IL', baseURL: baseUrl });
  const response = await context.request.post('/api/auth/login', {
    headers: { Origin: baseUrl },
    data: { username, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const { user } = (await response.json()) as { user: SessionUser };
  return { context, page: await context.newPage(), user };
}

describe('every staff screen with the keyboard alone', () => {
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

  test('as each role that opens it', { timeout: ALL_SCREENS_MS }, async ({ browser, baseUrl }) => {
    await submitOverHttp(baseUrl, 'DEMO', { firstName: 'Tal', lastName: 'Mizrahi' });
    // The roles side by side, each in its own context: most of a page's time is waiting for
    // its data, which they share well; the presses go to each page on its own.
    const found = await Promise.all(
      ONE_PER_ROLE.map(async (demo) => {
        const { context, page, user } = await signedIn(browser, baseUrl, demo.username);
        const paths = STAFF_SCREENS.map((screen) => screen.paths[0])
          .map((path) => path.replace(':companyId', String(user.companyId ?? 1)))
          .filter((path) => mayOpenScreen(user, path));
        const problems: string[] = [];
        for (const path of paths) {
          await openSettled(page, path);
          problems.push(...(await walkWithTab(page, `${demo.role} ${path}`)));
        }
        await context.close();
        return problems;
      }),
    );
    expect(found.flat()).toEqual([]);
  });
});
