import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { builtClient } from './lib/client-build';
import { startDemoServer } from './lib/demo-server';
import type { Figure } from './lib/figures';
import { CHROME_FLAGS, medianOf, type Metrics } from './lighthouse.bench';

export const name = 'public-site';

/** The home page, a landing page and one of the demo's blog posts, rendered by the server. */
const PAGES = {
  home: '/',
  landing: '/marketing',
  post: '/blog/qr-entry-at-the-gate',
} as const;
/** A page of the single-page app (sign-in), audited the same way in the same run. */
const BASELINE = '/login';

/** Script bytes the page downloaded, compressed as they came over the wire. */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return 0;
  return details.items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
}

/**
 * Lighthouse's mobile audit (simulated slow 4G, 4x CPU slowdown) of the public site's pages,
 * against a page of the single-page app; and the JavaScript each downloads.
 */
export async function run(): Promise<Figure[]> {
  const clientDir = builtClient();
  const server = await startDemoServer({ clientDir });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const baseline = await medianOf(chrome.port, `${server.url}${BASELINE}`);
    const figures: Figure[] = [];
    for (const [label, path] of Object.entries(PAGES)) {
      const page = await medianOf(chrome.port, `${server.url}${path}`);
      const figure = (title: string, unit: string, key: keyof Metrics): Figure => ({
        name: `${label} ${path} ${title}`,
        unit,
        value: Math.round(page.metrics[key]),
        baseline: Math.round(baseline.metrics[key]),
        baselineName: 'the app’s sign-in page /login',
      });
      figures.push(
        { ...figure('performance score', 'points', 'score'), goal: { valueAtLeast: 95 } },
        { ...figure('LCP', 'ms', 'lcpMs'), goal: { valueAtMost: 1500 } },
        {
          name: `${label} ${path} JavaScript`,
          unit: 'KB',
          value: Math.round(scriptBytes(page.typical) / 1000),
          baseline: Math.round(scriptBytes(baseline.typical) / 1000),
          baselineName: 'the app’s sign-in page /login',
          goal: { valueAtMost: 30 },
        },
      );
    }
    return figures;
  } finally {
    chrome.kill();
    await server.stop();
  }
}
