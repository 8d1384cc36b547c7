import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { builtClient } from './lib/client-build';
import { startDemoServer } from './lib/demo-server';
import type { Figure } from './lib/figures';
import { percentile } from './lib/percentile';

export const name = 'lighthouse';

const WORKER_FORM = '/worker/form?code=DEMO&lang=he';
const LANDING = '/';
/** Lighthouse varies from run to run, more so on a busy machine: the median of a few runs. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** The typical run's full report, to open in https://googlechrome.github.io/lighthouse/viewer/. */
const REPORT_FILE = path.join(import.meta.dirname, 'results', 'lighthouse-worker-form.json');
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Metrics {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  /** When the main thread last went quiet for five seconds: the form answers a tap from here. */
  ttiMs: number;
  cls: number;
  /** All the main thread's work during the load, which varies less from run to run than TBT. */
  mainThreadMs: number;
}

function metricsOf(lhr: Result): Metrics {
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') {
    const warnings = lhr.runWarnings.join('; ') || lhr.runtimeError?.message || 'no reason given';
    throw new Error(
      `Lighthouse gave no performance score for ${lhr.finalDisplayedUrl}: ${warnings}`,
    );
  }
  return {
    score: Math.round(score * 100),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    speedIndexMs: numeric('speed-index'),
    ttiMs: numeric('interactive'),
    cls: numeric('cumulative-layout-shift'),
    mainThreadMs: numeric('mainthread-work-breakdown'),
  };
}

/** Attempts per run: Lighthouse now and then loses the trace (NO_NAVSTART) and asks to rerun. */
const ATTEMPTS = 3;

/** Lighthouse's mobile default (Moto G Power screen, simulated slow 4G, 4x CPU slowdown). */
async function audit(port: number, url: string): Promise<Result> {
  let problem = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    problem = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
    console.warn(`  Lighthouse attempt ${attempt} on ${url} failed (${problem})`);
  }
  throw new Error(`Lighthouse failed on ${url} ${ATTEMPTS} times: ${problem}`);
}

/** What Lighthouse says would make the page faster, largest saving first. */
function printDiagnosis(lhr: Result) {
  const audits = Object.values(lhr.audits);
  const lcpSavings = (a: (typeof audits)[number]) => a.metricSavings?.LCP ?? 0;
  const opportunities = audits
    .filter((a) => a.details?.type === 'opportunity' && a.score !== null && a.score < 1)
    .sort((a, b) => lcpSavings(b) - lcpSavings(a));
  console.log(`  why (${lhr.finalDisplayedUrl}):`);
  for (const a of opportunities) {
    const savings = Object.entries(a.metricSavings ?? {})
      .filter(([, ms]) => (ms ?? 0) > 0)
      .map(([metric, ms]) => `${metric} -${Math.round(ms ?? 0)}${metric === 'CLS' ? '' : ' ms'}`)
      .join(', ');
    console.log(`    ${a.title}: ${a.displayValue ?? ''} ${savings ? `(${savings})` : ''}`);
    const items = a.details?.type === 'opportunity' ? a.details.items : [];
    for (const item of items.slice(0, 4)) {
      const bytes =
        typeof item.wastedBytes === 'number' ? ` ${Math.round(item.wastedBytes / 1000)} KB` : '';
      const ms = typeof item.wastedMs === 'number' ? ` ${Math.round(item.wastedMs)} ms` : '';
      console.log(`      ${String(item.url ?? '')}${bytes}${ms}`);
    }
  }
  for (const id of [
    'largest-contentful-paint-element',
    'lcp-lazy-loaded',
    'critical-request-chains',
    'total-byte-weight',
    'bootup-time',
    'mainthread-work-breakdown',
    'network-rtt',
  ]) {
    const a = lhr.audits[id];
    if (a && a.score !== 1 && a.scoreDisplayMode !== 'notApplicable') {
      console.log(`    ${a.title}: ${a.displayValue ?? ''}`);
    }
  }
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details;
  if (lcpElement?.type === 'list') {
    for (const table of lcpElement.items) {
      if (table.type !== 'table') continue;
      for (const row of table.items) {
        const node = row.node as { snippet?: string } | undefined;
        if (node?.snippet) console.log(`      LCP element: ${node.snippet}`);
        if (typeof row.phase === 'string') {
          console.log(`      LCP ${row.phase}: ${Math.round(Number(row.timing))} ms`);
        }
      }
    }
  }
}

export async function medianOf(port: number, url: string) {
  const runs: { lhr: Result; metrics: Metrics }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const lhr = await audit(port, url);
    runs.push({ lhr, metrics: metricsOf(lhr) });
    console.log(
      `  ${url.replace(/^https?:\/\/[^/]+/, '')} run ${run + 1}: score ${runs.at(-1)!.metrics.score}, ` +
        `LCP ${Math.round(runs.at(-1)!.metrics.lcpMs)} ms, ` +
        `TBT ${Math.round(runs.at(-1)!.metrics.tbtMs)} ms (load ${os.loadavg()[0]!.toFixed(1)})`,
    );
  }
  const pick = (key: keyof Metrics) =>
    percentile(
      runs.map((r) => r.metrics[key]),
      50,
    );
  const metrics: Metrics = {
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    speedIndexMs: pick('speedIndexMs'),
    ttiMs: pick('ttiMs'),
    cls: pick('cls'),
    mainThreadMs: pick('mainThreadMs'),
  };
  // The run whose score is the median explains it.
  const typical = [...runs].sort((a, b) => a.metrics.score - b.metrics.score)[
    Math.floor(runs.length / 2)
  ]!;
  return { metrics, typical: typical.lhr };
}

/**
 * Lighthouse's performance audit of the worker form as it ships, on its mobile
 * default against Debian's Chromium, next to the landing page audited the same way in the same
 * run. Nothing is downloaded: chrome-launcher starts the machine's Chromium.
 */
export async function run(): Promise<Figure[]> {
  const clientDir = builtClient();
  const server = await startDemoServer({ clientDir });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const form = await medianOf(chrome.port, `${server.url}${WORKER_FORM}`);
    const landing = await medianOf(chrome.port, `${server.url}${LANDING}`);
    printDiagnosis(form.typical);
    await fs.mkdir(path.dirname(REPORT_FILE), { recursive: true });
    await fs.writeFile(REPORT_FILE, JSON.stringify(form.typical));
    console.log(`  full report: ${path.relative(process.cwd(), REPORT_FILE)}`);
    const baselineName = `landing page /, median of ${RUNS}`;
    const figure = (title: string, unit: string, key: keyof Metrics, scale = 1): Figure => ({
      name: `worker form ${title}`,
      unit,
      value: Math.round(form.metrics[key] * scale),
      baseline: Math.round(landing.metrics[key] * scale),
      baselineName,
    });
    return [
      { ...figure('performance score', 'points', 'score'), goal: { valueAtLeast: 95 } },
      { ...figure('LCP', 'ms', 'lcpMs'), goal: { valueAtMost: 2000 } },
      figure('FCP', 'ms', 'fcpMs'),
      figure('Speed Index', 'ms', 'speedIndexMs'),
      figure('time to interactive', 'ms', 'ttiMs'),
      { ...figure('Total Blocking Time', 'ms', 'tbtMs'), goal: { valueAtMost: 200 } },
      figure('CLS x 1000', '', 'cls', 1000),
      figure('main-thread work', 'ms', 'mainThreadMs'),
    ];
  } finally {
    chrome.kill();
    await server.stop();
  }
}
