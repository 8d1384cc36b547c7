import type { Browser } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { mayOpenScreen } from '../client/routes/manager-shell/lib/screen-access';
import { STAFF_SCREENS } from '../client/routes/staff-screens';
import { DEMO_USERS } from '../server/db/demo-data';
import { submitOverHttp } from '../test/submit-over-http';
import { axeViolations, openSettled } from './harness/axe';
import { NARROW_VIEWPORT, setTextSize, sidewaysScroll } from './harness/reflow';
import { DEMO_PASSWORD, loginAs, staffCall } from './harness/staff-api';
import { walkWithTab } from './harness/tab-walk';
import { test } from './harness/test';

/** About ninety pages, each checked three ways, on a busy two-core machine. */
const ALL_SCREENS_MS = 480_000;

/** A manager's laptop, where the rules and the keyboard are checked. */
const LAPTOP_VIEWPORT = { width: 1366, height: 900 };

/** One demo user of each role: a second manager adds no screen the first does not open. */
const ONE_PER_ROLE = DEMO_USERS.filter(
  (user, index) => DEMO_USERS.findIndex((other) => other.role === user.role) === index,
);

async function signedIn(browser: Browser, baseUrl: string, username: string) {
  const context = await browser.newContext({
    viewport: NARROW_VIEWPORT,
    locale: 'he-IL',
    baseURL: baseUrl,
  });
  const response = await context.request.post('/api/auth/login', {
    headers: { Origin: baseUrl },
    data: { username, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const { user } = (await response.json()) as { user: SessionUser };
  return { context, page: await context.newPage(), user };
}

/**
 * Every staff screen as each role that opens it, loaded once and checked three ways: at 320 CSS
 * px with the text at 200% it does not scroll sideways; then on a laptop's width with the
 * browser's text size, axe-core finds no violation of WCAG 2.0 and 2.1 A and AA, and Tab reaches
 * every control with a visible focus and comes back round. One load for the three checks: as
 * three sweeps the same ninety pages took a quarter of the journeys' time. The narrow check comes
 * first because the page is drawn there: a chart sized at a laptop's width and then narrowed
 * would not say what a phone shows.
 */
describe('every staff screen, as each role that opens it', () => {
  test(
    'fits 320 px at 200% text, breaks no WCAG A or AA rule and works with Tab alone',
    { timeout: ALL_SCREENS_MS },
    async ({ browser, baseUrl }) => {
      await submitOverHttp(baseUrl, 'DEMO', { firstName: 'Noa', lastName: 'Peretz' });
      // A second site with a long name and a code that cannot break: the pickers and lists
      // that name sites must wrap them, whatever other tests left on the server.
      const code = `RF${String(Date.now()).slice(-6)}`;
      await staffCall(baseUrl, await loginAs(baseUrl, 'demo-admin'), 'POST', '/api/sites', {
        code,
        name: `Northern tower extension, phase two ${code}`,
      });
      const found: string[] = [];
      for (const demo of ONE_PER_ROLE) {
        const { context, page, user } = await signedIn(browser, baseUrl, demo.username);
        const paths = STAFF_SCREENS.map((screen) => screen.paths[0])
          .map((path) => path.replace(':companyId', String(user.companyId ?? 1)))
          .filter((path) => mayOpenScreen(user, path));
        for (const path of paths) {
          const label = `${demo.role} ${path}`;
          await page.setViewportSize(NARROW_VIEWPORT);
          await setTextSize(page, true);
          await openSettled(page, path);
          found.push(await sidewaysScroll(page, `reflow: ${label}`));
          await page.setViewportSize(LAPTOP_VIEWPORT);
          await setTextSize(page, false);
          found.push(...(await axeViolations(page, `axe: ${label}`)));
          found.push(...(await walkWithTab(page, `keyboard: ${label}`)));
        }
        await context.close();
      }
      expect(found.filter(Boolean)).toEqual([]);
    },
  );
});
