import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { LANGUAGE_NAMES } from '@shared/i18n/languages';
import { languageScreenLink } from '@shared/routing/worker-links';
import { test } from './harness/test';

const SCRIPT_LANGUAGES = ['hi', 'zh-tw', 'zh-cn'] as const;

/**
 * Waits until each Hindi and Chinese name matching `selector` is drawn by a web font alone, as
 * Chromium reports the fonts that drew a node's text (the page's own scripts play no part).
 */
async function expectNamesInWebFonts(page: Page, selector: (language: string) => string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  for (const language of SCRIPT_LANGUAGES) {
    expect(await page.locator(selector(language)).textContent()).toBe(LANGUAGE_NAMES[language]);
    await expect
      .poll(
        async () => {
          const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
          const { nodeId } = await cdp.send('DOM.querySelector', {
            nodeId: root.nodeId,
            selector: selector(language),
          });
          const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
          return fonts.map((font) => (font.isCustomFont ? 'web font' : font.familyName));
        },
        { timeout: 15_000 },
      )
      .toEqual(['web font']);
  }
}

/*
 * Debian's Chromium here has no Devanagari or Chinese font installed, like many phones: what
 * draws a language's name on this machine is either the web font or boxes.
 */
describe('the language screen on a phone without Devanagari or Chinese fonts', () => {
  test('draws the Hindi and Chinese names with the web fonts, not as boxes', async ({ pages }) => {
    const { page } = await pages.phone();
    await page.goto(languageScreenLink({ code: 'DEMO', siteId: null }));
    await page.locator('button[lang="hi"]').waitFor();
    await expectNamesInWebFonts(page, (language) => `button[lang="${language}"]`);
  });

  test('draws them with the web fonts as the server sends it, before any script runs', async ({
    browser,
    baseUrl,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = await context.newPage();
      await page.goto(languageScreenLink({ code: 'DEMO', siteId: null }));
      await expectNamesInWebFonts(page, (language) => `#boot a[lang="${language}"]`);
    } finally {
      await context.close();
    }
  });
});
