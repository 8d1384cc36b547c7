import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { LANGUAGES } from '@shared/i18n/languages';
import enEntryForm from '@shared/i18n/locales/en/entry-form.json';
import heEntryForm from '@shared/i18n/locales/he/entry-form.json';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { mayOpenScreen } from '../client/routes/manager-shell/lib/screen-access';
import { STAFF_SCREENS } from '../client/routes/staff-screens';
import { DEMO_USERS } from '../server/db/demo-data';
import { submitOverHttp } from '../test/submit-over-http';
import { openSettled } from './harness/axe';
import { DEMO_PASSWORD, decide, loginAs, staffCall } from './harness/staff-api';
import { test } from './harness/test';

/** Many pages one after the other in one browser, one to three seconds each on a busy machine. */
const MANY_PAGES_MS = 420_000;

/**
 * The narrowest screen the accessibility standard asks for (320 CSS px, a 1280 px window at
 * 400% zoom) with the browser's text size at 200%: the default font of 16 px set to 32 px, as a
 * user's setting does, so every size given in rem doubles.
 */
async function narrowPage(browser: Browser, baseUrl: string, locale: string) {
  const context = await browser.newContext({
    viewport: { width: 320, height: 640 },
    locale,
    baseURL: baseUrl,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  return { context, page };
}

/**
 * How far the page scrolls sideways, with the elements that reach past the screen's edges, or
 * '' when it does not. Also fails if the text is not at 200%, so the check cannot pass idle.
 */
async function sidewaysScroll(page: Page, label: string): Promise<string> {
  const found = await page.evaluate(() => {
    const root = document.scrollingElement!;
    const width = root.clientWidth;
    // What sticks out: a box past an edge, or text wider than its own box (a long word) in a
    // box that does not scroll or clip it. A 1 px box is text for screen readers only (sr-only).
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1) return false;
      if (box.right > width + 0.5 || box.left < -0.5) return true;
      const clips = getComputedStyle(element).overflowX !== 'visible';
      return !clips && element.scrollWidth > element.clientWidth + 1;
    };
    const outside = Array.from(document.querySelectorAll('body *')).filter(sticksOut);
    const past = outside
      // The innermost ones: their ancestors only carry their overflow.
      .filter((element) => !outside.some((other) => other !== element && element.contains(other)))
      .slice(0, 3)
      .map((element) => {
        const text = element.textContent?.trim().slice(0, 30) ?? '';
        const classes = String(element.className).slice(0, 60);
        return `<${element.tagName.toLowerCase()} class="${classes}"> "${text}"`;
      });
    return {
      fontSize: getComputedStyle(document.documentElement).fontSize,
      excess: root.scrollWidth - width,
      past,
    };
  });
  expect(found.fontSize, label).toBe('32px');
  return found.excess > 0
    ? `${label}: ${found.excess} px sideways, past the edge: ${found.past.join(', ')}`
    : '';
}

async function checkPages(page: Page, paths: readonly string[], prefix: string) {
  const found: string[] = [];
  for (const path of paths) {
    await openSettled(page, path);
    found.push(await sidewaysScroll(page, `${prefix} ${path}`));
  }
  return found.filter(Boolean);
}

const ONE_PER_ROLE = DEMO_USERS.filter(
  (user, index) => DEMO_USERS.findIndex((other) => other.role === user.role) === index,
);

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

  test(
    'every staff screen, as each role that opens it',
    { timeout: MANY_PAGES_MS },
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
        const { context, page } = await narrowPage(browser, baseUrl, 'he-IL');
        const response = await context.request.post('/api/auth/login', {
          headers: { Origin: baseUrl },
          data: { username: demo.username, password: DEMO_PASSWORD },
        });
        expect(response.status()).toBe(200);
        const { user } = (await response.json()) as { user: SessionUser };
        const paths = STAFF_SCREENS.map((screen) => screen.paths[0])
          .map((path) => path.replace(':companyId', String(user.companyId ?? 1)))
          .filter((path) => mayOpenScreen(user, path));
        found.push(...(await checkPages(page, paths, demo.role)));
        await context.close();
      }
      expect(found).toEqual([]);
    },
  );
});
