import { describe, expect } from 'vitest';
import heEntryForm from '@shared/i18n/locales/he/entry-form.json';
import heWorker from '@shared/i18n/locales/he/worker.json';
import { test } from './harness/test';

const FORM = '/worker/form?code=DEMO&lang=he';
const LANGUAGE_SCREEN = '/worker/language?code=DEMO';

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

/** What a worker sees of the language screen: its words, colours and where each choice is. */
function languageLook() {
  const screen = document.querySelector('#boot') ?? document.querySelector('#root')!;
  const header = screen.querySelector('header')!;
  const box = (element: Element) =>
    Object.values(element.getBoundingClientRect().toJSON() as Record<string, number>).map(
      Math.round,
    );
  return {
    header: header.innerText,
    background: getComputedStyle(header).backgroundColor,
    heading: screen.querySelector('h1')!.innerText,
    headingBox: box(screen.querySelector('h1')!),
    choices: [...screen.querySelectorAll('li > *')].map((choice) => ({
      text: (choice as HTMLElement).innerText,
      lang: (choice as HTMLElement).lang,
      background: getComputedStyle(choice).backgroundColor,
      box: box(choice),
    })),
  };
}

describe('the language screen before its scripts', () => {
  test('is drawn by the server from the short link on, the app takes its place without a change, and a tap works even before it', async ({
    browser,
    baseUrl,
    pages,
  }) => {
    const withoutScripts = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
    });
    let fromServer: ReturnType<typeof languageLook>;
    try {
      const page = await withoutScripts.newPage();
      // The site's short link, as its QR code holds it, is sent on by the server.
      await page.goto('/DEMO');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(LANGUAGE_SCREEN);
      await page.locator('#boot h1').waitFor({ state: 'visible' });
      fromServer = await page.evaluate(languageLook);
      expect(await page.title()).toMatch(new RegExp(`^${heWorker.selectLanguage} · `));
      await page.getByRole('link', { name: 'English' }).click();
      await page.waitForURL('**/worker/form?code=DEMO&lang=en');
      await page.locator('#boot header h1').waitFor({ state: 'visible' });
    } finally {
      await withoutScripts.close();
    }
    expect(fromServer.heading).toBe(heWorker.selectLanguage);
    expect(fromServer.choices).toHaveLength(9);

    const { page, problems } = await pages.phone();
    await page.addInitScript(() => {
      const frames = { withHeading: 0, withoutHeading: 0 };
      Object.assign(window, { headingFrames: frames });
      const tick = () => {
        const shown = [...document.querySelectorAll('h1')].some(
          (h) => h.getClientRects().length > 0,
        );
        if (shown) frames.withHeading += 1;
        else if (frames.withHeading > 0) frames.withoutHeading += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto(LANGUAGE_SCREEN);
    await page.getByRole('button', { name: 'English' }).waitFor();
    expect(await page.locator('#boot').count()).toBe(0);
    expect(await page.evaluate(languageLook)).toEqual(fromServer);
    const frames = (await page.evaluate(
      () => (window as unknown as { headingFrames: object }).headingFrames,
    )) as { withHeading: number; withoutHeading: number };
    expect(frames.withHeading).toBeGreaterThan(0);
    expect(frames.withoutHeading).toBe(0);
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
