import type { Browser, Page, Route } from 'playwright-core';
import heWorker from '@shared/i18n/locales/he/worker.json';
import { submitOverHttp } from '../test/submit-over-http';
import { launchChromium, phoneContext } from '../e2e/harness/browser';
import { builtClient } from './lib/client-build';
import { startDemoServer, UNTHROTTLED } from './lib/demo-server';
import type { Figure } from './lib/figures';
import { CPU_SLOWDOWN, SLOW_4G } from './lib/slow-phone';

export const name = 'waiting-after-send';

/** The worker fills the form for minutes; a few seconds are enough for the download. */
const FILLING_MS = 6000;
const RUNS = Number(process.env.BENCH_WAITING_RUNS ?? 3);
/** The waiting page's chunks and the `worker` texts' chunk (worker-<hash>.js), by file name. */
const WAITING_PAGE_FILES = /^\/assets\/(waiting-page-|waiting-screen-|worker-[\w-]{8}\.js$)/;

/**
 * From the form's answer to the waiting page showing its status: the router goes to
 * /waiting/{id} as the form does after a send. With the waiting page's code downloaded while
 * the form was filled, against the same page whose downloads after the form settled are held
 * until that moment (as when the code was fetched only after the answer).
 */
async function answerToStatus(browser: Browser, baseUrl: string, holdLate: boolean) {
  const { id } = await submitOverHttp(baseUrl, 'DEMO', { firstName: 'Dana', lastName: 'Katz' });
  const context = await phoneContext(browser, { baseURL: baseUrl });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // Both runs go through the same interception, so only the holding differs.
  const held: Route[] = [];
  let isHolding = holdLate;
  await page.route('**/*', (route) => {
    if (isHolding && WAITING_PAGE_FILES.test(new URL(route.request().url()).pathname)) {
      held.push(route);
    } else void route.continue();
  });
  await page.goto('/worker/form?code=DEMO&lang=he', { waitUntil: 'networkidle', timeout: 60_000 });
  // The worker starts on the form: his first tap is what asks for the waiting page's code.
  await page.locator('#input-firstName').tap();
  await page.keyboard.type('Dana');
  await page.waitForTimeout(FILLING_MS);
  const startedAt = Date.now();
  isHolding = false;
  for (const route of held) void route.continue();
  await goTo(page, `/waiting/${id}?lang=he`);
  await page.getByText(heWorker.waiting.pending.status).first().waitFor({ timeout: 60_000 });
  const elapsed = Date.now() - startedAt;
  await context.close();
  return { elapsed, held: held.length };
}

/** The router's own navigation, as the form's navigate() after a send. */
async function goTo(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export async function run(): Promise<Figure[]> {
  const clientDir = builtClient();
  const server = await startDemoServer({ clientDir, env: UNTHROTTLED });
  const browser = await launchChromium();
  try {
    const prefetched: number[] = [];
    const late: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const early = await answerToStatus(browser, server.url, false);
      const held = await answerToStatus(browser, server.url, true);
      console.log(
        `  run ${run + 1}: prefetched ${early.elapsed} ms, held until the answer ${held.elapsed} ms` +
          ` (${held.held} downloads held)`,
      );
      prefetched.push(early.elapsed);
      late.push(held.elapsed);
    }
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    return [
      {
        name: 'answer to the waiting page status, slow 4G, 4x CPU',
        unit: 'ms',
        value: median(prefetched),
        baseline: median(late),
        baselineName: "the page's code fetched after the answer",
        goal: { atMost: 0.8 },
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
