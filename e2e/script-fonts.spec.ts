import { describe, expect } from 'vitest';
import { LANGUAGE_NAMES } from '@shared/i18n/languages';
import { languageScreenLink } from '@shared/routing/worker-links';
import { test } from './harness/test';

/*
 * Debian's Chromium here has no Devanagari or Chinese font installed, like many phones: what
 * draws a language's name on this machine is either the web font or boxes.
 */
describe('the language screen on a phone without Devanagari or Chinese fonts', () => {
  test('draws the Hindi and Chinese names with the web fonts, not as boxes', async ({ pages }) => {
    const { page } = await pages.phone();
    await page.goto(languageScreenLink({ code: 'DEMO', siteId: null }));
    await page.locator('button[lang="hi"]').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    for (const language of ['hi', 'zh-tw', 'zh-cn'] as const) {
      const button = page.locator(`button[lang="${language}"]`);
      expect(await button.textContent()).toBe(LANGUAGE_NAMES[language]);
      await expect
        .poll(
          async () => {
            const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
            const { nodeId } = await cdp.send('DOM.querySelector', {
              nodeId: root.nodeId,
              selector: `button[lang="${language}"]`,
            });
            const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
            return fonts.map((font) => (font.isCustomFont ? 'web font' : font.familyName));
          },
          { timeout: 15_000 },
        )
        .toEqual(['web font']);
    }
  });
});
