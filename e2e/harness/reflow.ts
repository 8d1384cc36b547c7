import type { Browser, CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The narrowest screen the accessibility standard asks for: a 1280 px window at 400% zoom. */
export const NARROW_VIEWPORT = { width: 320, height: 640 };

/** Each page's DevTools session, kept open: the font sizes it sets may end with it. */
const sessions = new WeakMap<Page, CDPSession>();

/**
 * The browser's text size at 200% (`large`): the default font of 16 px set to 32 px, as a
 * user's setting does, so every size given in rem doubles; else the browser's own sizes.
 */
export async function setTextSize(page: Page, large: boolean): Promise<void> {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    sessions.set(page, cdp);
  }
  await cdp.send('Page.setFontSizes', {
    fontSizes: large ? { standard: 32, fixed: 26 } : { standard: 16, fixed: 13 },
  });
}

/** A page at 320 CSS px wide with the text at 200%. */
export async function narrowPage(browser: Browser, baseUrl: string, locale: string) {
  const context = await browser.newContext({ viewport: NARROW_VIEWPORT, locale, baseURL: baseUrl });
  const page = await context.newPage();
  await setTextSize(page, true);
  return { context, page };
}

/**
 * How far the page scrolls sideways, with the elements that reach past the screen's edges, or
 * '' when it does not. Also fails if the text is not at 200%, so the check cannot pass idle.
 */
export async function sidewaysScroll(page: Page, label: string): Promise<string> {
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
