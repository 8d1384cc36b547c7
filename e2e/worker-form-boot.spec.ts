import { describe, expect } from 'vitest';
import heEntryForm from '@shared/i18n/locales/he/entry-form.json';
import { test } from './harness/test';

const FORM = '/worker/form?code=DEMO&lang=he';

/** What a worker sees of the header: its words, colours, language and place on the screen. */
function headerLook() {
  const header =
    document.querySelector<HTMLElement>('#boot header') ?? document.querySelector('header')!;
  const title = header.querySelector('h1')!;
  const box = title.getBoundingClientRect();
  return {
    text: header.innerText,
    background: getComputedStyle(header).backgroundColor,
    color: getComputedStyle(header).color,
    lang: title.lang,
    dir: title.dir,
    box: [box.x, box.y, box.width, box.height].map(Math.round),
  };
}

describe('the worker form before its scripts', () => {
  test("paints the site's header from the server, and the app takes its place without a change", async ({
    browser,
    baseUrl,
    pages,
  }) => {
    const withoutScripts = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
    });
    let fromServer: ReturnType<typeof headerLook>;
    try {
      const page = await withoutScripts.newPage();
      await page.goto(FORM);
      await page.locator('#boot h1').waitFor({ state: 'visible' });
      fromServer = await page.evaluate(headerLook);
      expect(await page.title()).toMatch(new RegExp(`^${heEntryForm.pageTitle} - `));
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    } finally {
      await withoutScripts.close();
    }
    expect(fromServer.text.length).toBeGreaterThan(0);

    const { page, problems } = await pages.phone();
    // Every frame from the header's first paint on: none may lack a visible header.
    await page.addInitScript(() => {
      const frames = { withHeader: 0, withoutHeader: 0 };
      Object.assign(window, { headerFrames: frames });
      const tick = () => {
        const shown = [...document.querySelectorAll('h1')].some(
          (h) => h.getClientRects().length > 0,
        );
        if (shown) frames.withHeader += 1;
        else if (frames.withHeader > 0) frames.withoutHeader += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto(FORM);
    await page.locator('#root input').first().waitFor({ state: 'visible' });
    expect(await page.locator('#boot').count()).toBe(0);
    expect(await page.evaluate(headerLook)).toEqual(fromServer);
    const frames = (await page.evaluate(
      () => (window as unknown as { headerFrames: object }).headerFrames,
    )) as {
      withHeader: number;
      withoutHeader: number;
    };
    expect(frames.withHeader).toBeGreaterThan(0);
    expect(frames.withoutHeader).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('the worker form as its parts load', () => {
  test('the send button stays where the worker sees it when the signature pad loads beside it', async ({
    pages,
  }) => {
    const { page, problems } = await pages.phone();
    await page.goto(FORM);
    const send = page.getByRole('button', { name: heEntryForm.submit.send });
    await send.waitFor();
    // The pad downloads only as the worker nears it: scrolling to Send is what loads it.
    expect(await page.locator('canvas').count()).toBe(0);
    const seen = await send.evaluate((button) => {
      button.scrollIntoView({ block: 'end' });
      return button.getBoundingClientRect().top;
    });
    await page.locator('canvas').waitFor();
    expect(await send.evaluate((button) => button.getBoundingClientRect().top)).toBe(seen);
    expect(problems).toEqual([]);
  });
});
