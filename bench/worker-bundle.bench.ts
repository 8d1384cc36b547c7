import { brotliCompressSync } from 'node:zlib';
import type { Browser, Page, Request } from 'playwright-core';
import { launchChromium, phoneContext } from '../e2e/harness/browser';
import { builtClient } from './lib/client-build';
import { startDemoServer } from './lib/demo-server';
import type { Figure } from './lib/figures';

export const name = 'worker-bundle';

const WORKER_FORM = '/worker/form?code=DEMO&lang=he';
const LANDING = '/';
/** KB as Chrome's DevTools counts it; the stricter of the two readings of "110 KB". */
const KB = 1000;
const GOAL_KB = 110;

interface ScriptResponse {
  path: string;
  /** The compressed body as it crossed the network. */
  bodyBytes: number;
  headerBytes: number;
  encoding: string;
  /** Brotli would make the body smaller: sending it as is was a miss, not the build's choice. */
  isCompressible: boolean;
}

interface PageScripts {
  atIdle: ScriptResponse[];
  /** Scripts loaded only once the worker scrolled through every field (lazy fields). */
  afterScroll: ScriptResponse[];
}

const sum = (scripts: ScriptResponse[], pick: (s: ScriptResponse) => number) =>
  scripts.reduce((total, script) => total + pick(script), 0);

async function scriptResponse(request: Request, origin: string): Promise<ScriptResponse | null> {
  const response = await request.response();
  if (!response || !/javascript/.test(response.headers()['content-type'] ?? '')) return null;
  const sizes = await request.sizes();
  const encoding = response.headers()['content-encoding'] ?? 'identity';
  // The build leaves a file uncompressed when Brotli would not shrink it (a chunk of a few
  // dozen bytes): only a file that would shrink must arrive compressed.
  let isCompressible = false;
  if (encoding !== 'br') {
    const body = await response.body();
    isCompressible = brotliCompressSync(body).length < body.length;
  }
  return {
    path: request.url().replace(origin, ''),
    bodyBytes: sizes.responseBodySize,
    headerBytes: sizes.responseHeadersSize,
    encoding,
    isCompressible,
  };
}

async function scrollToEnd(page: Page) {
  // Step by a screen, as a thumb would, so each field's near-viewport loading fires.
  for (let step = 0; step < 40; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
}

/**
 * Every JavaScript response of a first visit on a phone with an empty cache, until the network
 * is idle, then (optionally) what scrolling through the page adds.
 */
async function pageScripts(
  browser: Browser,
  origin: string,
  path: string,
  { scroll }: { scroll: boolean },
): Promise<PageScripts> {
  const context = await phoneContext(browser, { baseURL: origin });
  await context.setExtraHTTPHeaders({ 'Accept-Encoding': 'br' });
  try {
    const page = await context.newPage();
    let phase: keyof PageScripts = 'atIdle';
    const seen: Record<keyof PageScripts, Promise<ScriptResponse | null>[]> = {
      atIdle: [],
      afterScroll: [],
    };
    page.on('requestfinished', (request) => seen[phase].push(scriptResponse(request, origin)));
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    const atIdle = (await Promise.all(seen.atIdle)).filter((s) => s !== null);
    phase = 'afterScroll';
    if (scroll) await scrollToEnd(page);
    const afterScroll = (await Promise.all(seen.afterScroll)).filter((s) => s !== null);
    const unencoded = [...atIdle, ...afterScroll].filter(
      (s) => s.encoding !== 'br' && s.isCompressible,
    );
    if (unencoded.length > 0) {
      throw new Error(`Not sent as Brotli: ${unencoded.map((s) => s.path).join(', ')}`);
    }
    return { atIdle, afterScroll };
  } finally {
    await context.close();
  }
}

function printScripts(title: string, scripts: ScriptResponse[]) {
  const sorted = [...scripts].sort((a, b) => b.bodyBytes - a.bodyBytes);
  console.log(
    `  ${title}: ${scripts.length} scripts, ${(sum(scripts, (s) => s.bodyBytes) / KB).toFixed(1)} KB ` +
      `compressed (+ ${(sum(scripts, (s) => s.headerBytes) / KB).toFixed(1)} KB of response headers)`,
  );
  for (const script of sorted) {
    console.log(`    ${(script.bodyBytes / KB).toFixed(1).padStart(6)} KB  ${script.path}`);
  }
}

/**
 * The JavaScript a worker's phone downloads to show the entry form: the
 * Brotli bodies of every script until the network is idle, against the landing page loaded the
 * same way in the same run (the app's shell without any worker screen).
 */
export async function run(): Promise<Figure[]> {
  const clientDir = builtClient();
  const server = await startDemoServer({ clientDir });
  const browser = await launchChromium();
  try {
    const form = await pageScripts(browser, server.url, WORKER_FORM, { scroll: true });
    const landing = await pageScripts(browser, server.url, LANDING, { scroll: false });
    printScripts(`${WORKER_FORM} at network idle`, form.atIdle);
    printScripts(`${WORKER_FORM} added by scrolling to the end`, form.afterScroll);
    printScripts(`${LANDING} at network idle`, landing.atIdle);
    const landingKb = sum(landing.atIdle, (s) => s.bodyBytes) / KB;
    const formKb = sum(form.atIdle, (s) => s.bodyBytes) / KB;
    const baselineName = 'landing page / at network idle';
    return [
      {
        name: 'worker form JS at network idle (br)',
        unit: 'KB',
        value: formKb,
        baseline: landingKb,
        baselineName,
        goal: { valueAtMost: GOAL_KB },
      },
      {
        name: 'worker form JS after scrolling every field (br)',
        unit: 'KB',
        value: formKb + sum(form.afterScroll, (s) => s.bodyBytes) / KB,
        baseline: landingKb,
        baselineName,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
