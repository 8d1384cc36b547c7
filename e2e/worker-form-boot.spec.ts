import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import enEntryForm from '@shared/i18n/locales/en/entry-form.json';
import enWorker from '@shared/i18n/locales/en/worker.json';
import heEntryForm from '@shared/i18n/locales/he/entry-form.json';
import heStandardFields from '@shared/i18n/locales/he/standard-fields.json';
import heWorker from '@shared/i18n/locales/he/worker.json';
import { LANGUAGE_NAMES } from '@shared/i18n/languages';
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

/**
 * What a worker sees of the form under the header: each part before the form (its words and
 * place), the form's place, and each field's label. The fields the server draws with a plain
 * control (`plain`: on the server's page, those that have one) are placed with their control,
 * up to the first it does not: the app's own controls (camera, signature pad...) have heights
 * the server cannot know.
 */
function formLook(plain: string[] | null) {
  const main = document.querySelector('#boot main') ?? document.querySelector('#root main')!;
  const box = (element: Element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return [x, y, width, height].map(Math.round);
  };
  const words = (element: Element) =>
    element instanceof HTMLButtonElement
      ? [element.innerText]
      : [...element.querySelectorAll('h2, li, p')].map((part) => (part as HTMLElement).innerText);
  const form = main.querySelector('form')!;
  let isPlaced = true;
  return {
    parts: [...main.children]
      .filter((part) => part !== form)
      .map((part) => ({ tag: part.tagName, words: words(part), box: box(part) })),
    formTop: box(form)[1],
    fields: [...form.querySelectorAll('[id^="field-"]')].map((field) => {
      const id = field.id.replace('field-', '');
      const control = field.querySelector(`#input-${id}`);
      isPlaced &&= plain ? plain.includes(id) : control !== null;
      const label = field.querySelector(`#label-${id}, label`) as HTMLElement;
      return {
        id,
        label: label.innerText,
        ...(isPlaced && { labelBox: box(label), control: [control!.tagName, ...box(control!)] }),
      };
    }),
  };
}

/** A phone-sized page with scripts off: what the server's HTML and stylesheet draw alone. */
async function withoutScripts<T>(
  browser: Browser,
  baseUrl: string,
  look: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
  });
  try {
    return await look(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Counts every frame from the first visible heading on, and those that lack one. */
async function watchHeadingFrames(page: Page) {
  await page.addInitScript(() => {
    const frames = { withHeading: 0, withoutHeading: 0 };
    Object.assign(window, { headingFrames: frames });
    const tick = () => {
      const shown = [...document.querySelectorAll('h1')].some((h) => h.getClientRects().length > 0);
      if (shown) frames.withHeading += 1;
      else if (frames.withHeading > 0) frames.withoutHeading += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return async () => {
    const frames = await page.evaluate(
      () =>
        (window as unknown as { headingFrames: { withHeading: number; withoutHeading: number } })
          .headingFrames,
    );
    expect(frames.withHeading).toBeGreaterThan(0);
    expect(frames.withoutHeading).toBe(0);
  };
}

/** Right to left and left to right: the server's page and the app's must agree in both. */
const FORM_CASES = [
  { language: 'he', dir: 'rtl', pageTitle: heEntryForm.pageTitle },
  { language: 'en', dir: 'ltr', pageTitle: enEntryForm.pageTitle },
] as const;

describe('the worker form before its scripts', () => {
  for (const { language, dir, pageTitle } of FORM_CASES) {
    test(`paints the site's header from the server in ${language}, and the app takes its place without a change`, async ({
      browser,
      baseUrl,
      pages,
    }) => {
      const form = `/worker/form?code=DEMO&lang=${language}`;
      const fromServer = await withoutScripts(browser, baseUrl, async (page) => {
        await page.goto(form);
        await page.locator('#boot h1').waitFor({ state: 'visible' });
        expect(await page.title()).toMatch(new RegExp(`^${pageTitle} - `));
        expect(await page.locator('html').getAttribute('dir')).toBe(dir);
        const look = {
          header: await page.evaluate(headerLook),
          form: await page.evaluate(formLook, null),
        };
        // The worker can type before the app is there; Enter sends the form nowhere.
        const firstName = page.locator('#input-firstName');
        await firstName.fill('Dana');
        await firstName.press('Enter');
        await page.waitForTimeout(500);
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(form);
        expect(await firstName.inputValue()).toBe('Dana');
        return look;
      });
      expect(fromServer.header.text.length).toBeGreaterThan(0);
      const plain = fromServer.form.fields.filter((field) => field.control).map(({ id }) => id);
      expect(plain).toEqual(['firstName', 'lastName', 'phone', 'companyName', 'workStartDate']);

      const { page, problems } = await pages.phone();
      const checkFrames = await watchHeadingFrames(page);
      await page.goto(form);
      await page.locator('#root input').first().waitFor({ state: 'visible' });
      expect(await page.locator('#boot').count()).toBe(0);
      expect(await page.evaluate(headerLook)).toEqual(fromServer.header);
      expect(await page.evaluate(formLook, plain)).toEqual(fromServer.form);
      await checkFrames();
      expect(problems).toEqual([]);
    });
  }
});

describe('the worker form the server drew, as the app takes its place', () => {
  test('keeps every character typed before and during the takeover, with the focus and caret', async ({
    pages,
  }) => {
    const { page, problems } = await pages.phone();
    // The app's scripts wait until the worker has started typing in the server's form.
    const held: Route[] = [];
    let isHolding = true;
    await page.route('**/assets/*.js', (route) =>
      isHolding ? void held.push(route) : route.continue(),
    );
    await page.goto(FORM, { waitUntil: 'commit' });
    const serverField = page.locator('#boot #input-firstName');
    await serverField.tap();
    let typed = 'Da';
    await page.keyboard.type(typed);
    isHolding = false;
    await Promise.all(held.map((route) => route.continue()));
    // A key every few milliseconds until the server's form has gone, and a few after.
    let after = 3;
    while (after > 0) {
      const key = 'abcdefgh'[typed.length % 8]!;
      await page.keyboard.type(key);
      typed += key;
      if ((await page.locator('#boot').count()) === 0) after -= 1;
      await page.waitForTimeout(15);
    }
    const appField = page.locator('#root #input-firstName');
    expect(await appField.inputValue()).toBe(typed);
    expect(await appField.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await appField.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(
      typed.length,
    );
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

const LANGUAGE_CASES = [
  // The site's short link, as its QR code holds it, is sent on by the server.
  {
    language: 'he',
    dir: 'rtl',
    opened: '/DEMO',
    screen: '/worker/language?code=DEMO',
    text: heWorker,
    tap: 'en',
  },
  {
    language: 'en',
    dir: 'ltr',
    opened: '/worker/language?code=DEMO&lang=en',
    screen: '/worker/language?code=DEMO&lang=en',
    text: enWorker,
    tap: 'he',
  },
] as const;

describe('the language screen before its scripts', () => {
  for (const { language, dir, opened, screen, text, tap } of LANGUAGE_CASES) {
    test(`is drawn by the server in ${language}, the app takes its place without a change, and a tap works even before it`, async ({
      browser,
      baseUrl,
      pages,
    }) => {
      const fromServer = await withoutScripts(browser, baseUrl, async (page) => {
        await page.goto(opened);
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(screen);
        await page.locator('#boot h1').waitFor({ state: 'visible' });
        const look = await page.evaluate(languageLook);
        expect(await page.title()).toMatch(new RegExp(`^${text.selectLanguage} · `));
        expect(await page.locator('html').getAttribute('dir')).toBe(dir);
        await page.getByRole('link', { name: LANGUAGE_NAMES[tap] }).click();
        await page.waitForURL(`**/worker/form?code=DEMO&lang=${tap}`);
        await page.locator('#boot header h1').waitFor({ state: 'visible' });
        return look;
      });
      expect(fromServer.heading).toBe(text.selectLanguage);
      expect(fromServer.choices).toHaveLength(9);

      const { page, problems } = await pages.phone();
      const checkFrames = await watchHeadingFrames(page);
      await page.goto(screen);
      await page.getByRole('button', { name: LANGUAGE_NAMES[tap] }).waitFor();
      expect(await page.locator('#boot').count()).toBe(0);
      expect(await page.evaluate(languageLook)).toEqual(fromServer);
      await checkFrames();
      expect(problems).toEqual([]);
    });
  }
});

describe('the worker form as its parts load', () => {
  test('the send button stays where the worker sees it when the signature pad loads beside it', async ({
    pages,
  }) => {
    const { page, problems } = await pages.phone();
    await page.goto(FORM);
    const send = page.locator('#root').getByRole('button', { name: heEntryForm.submit.send });
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

  test('the worker types before the reads that follow the form answer, and keeps what he typed', async ({
    pages,
  }) => {
    const { page, problems } = await pages.phone();
    const held: Record<'recognition' | 'induction' | 'equipment', Route[]> = {
      recognition: [],
      induction: [],
      equipment: [],
    };
    await page.route('**/api/worker-recognition/me?*', (route) => held.recognition.push(route));
    await page.route('**/api/sites/*/induction', (route) => held.induction.push(route));
    await page.route('**/api/companies/*/equipment', (route) => held.equipment.push(route));
    await page.goto(FORM);
    const firstName = page.getByRole('textbox', { name: heStandardFields.firstName });
    const lastName = page.getByRole('textbox', { name: heStandardFields.lastName });
    await firstName.fill('דנה');
    expect(await firstName.inputValue()).toBe('דנה');
    // All three were asked and none has answered: the typing did not wait for them.
    await expect.poll(() => Object.values(held).every((routes) => routes.length > 0)).toBe(true);

    // The phone turns out to be a returning worker's: his details fill what is still empty.
    const now = new Date().toISOString();
    const recognition = {
      isRecognized: true,
      firstName: 'אבי',
      lastName: 'כהן',
      phone: '0501234567',
      company: 'בוני הגליל',
      language: 'he',
      selfie: null,
      signature: null,
      requiresFreshPhoto: false,
      lastApprovedAt: now,
      rememberedSince: now,
    };
    await Promise.all(held.recognition.map((route) => route.fulfill({ json: recognition })));
    await Promise.all([...held.induction, ...held.equipment].map((route) => route.continue()));
    await page.getByText(heEntryForm.returning.filled).waitFor();
    expect(await lastName.inputValue()).toBe('כהן');
    expect(await firstName.inputValue()).toBe('דנה');
    expect(problems).toEqual([]);
  });
});
