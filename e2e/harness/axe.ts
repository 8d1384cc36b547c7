import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The rules of WCAG 2.0 and 2.1, levels A and AA: what the accessibility statement promises. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

const require = createRequire(import.meta.url);
let axeSource: string | null = null;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
  }
}

/**
 * Runs axe-core on the page as it is now and returns one line per element that breaks a rule of
 * WCAG 2.x A or AA, naming the page, the rule and the element, so a failed test says what to
 * fix. axe is evaluated through the DevTools protocol, which the page's Content-Security-Policy
 * (no inline or foreign scripts) does not govern: the page is checked as users get it.
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (tags) =>
      (
        await window.axe!.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
      ).violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      })),
    [...WCAG_AA_TAGS],
  );
  return violations.flatMap((violation) =>
    violation.nodes.map((node) =>
      [
        `${label}: ${violation.id} (${violation.impact}) ${violation.help}`,
        `at ${JSON.stringify(node.target)}`,
        node.failureSummary?.replace(/\s+/g, ' ') ?? '',
      ].join(' '),
    ),
  );
}

/** How long the page's network must stay quiet before it counts as drawn. */
const QUIET_MS = 250;

/**
 * Opens `path` and resolves once the page has a heading and no request has been in flight for
 * a moment: its lazy screen and its data have arrived. Shorter than Playwright's networkidle
 * (500 ms), which over a hundred pages is most of a minute.
 */
export async function openSettled(page: Page, path: string): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    await settled(page, () => inFlight === 0 && Date.now() - lastChange >= QUIET_MS);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

async function settled(page: Page, isQuiet: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!isQuiet()) {
    if (Date.now() > deadline) throw new Error(`${page.url()} kept loading for ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
