import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { startDemoServer } from './lib/demo-server';
import type { Figure } from './lib/figures';
import { percentile } from './lib/percentile';
import { oneEventWithTabs, TABS } from './lib/event-herd';
import { createScratchDatabase } from './lib/scratch-database';
import { loginCookie } from './lib/staff-login';

export const name = 'manager-reads';

/** Company days of 5,000 requests: 20 days is 100,000 requests, 200 days a million. */
const SMALL_DAYS = Number(process.env.BENCH_SCALE_SMALL_DAYS ?? 20);
const LARGE_DAYS = Number(process.env.BENCH_SCALE_LARGE_DAYS ?? 200);
const SAMPLES = Number(process.env.BENCH_MANAGER_SAMPLES ?? 40);
const WARMUP = 5;
/** The company's admin: every one of its 50 sites, the widest read a manager screen makes. */
const ADMIN = 'demo-admin';
const SCALE_SCRIPT = fileURLToPath(new URL('../scripts/scale-fill.ts', import.meta.url));

/** What a manager's screens and menu read, by the name the table prints. */
const ENDPOINTS: Record<string, string> = {
  dashboard: '/api/dashboard',
  'badge counts': '/api/entry-requests/counts',
  'approved list': '/api/entry-requests/approved',
  'open queue': '/api/entry-requests/pending',
  'on site': '/api/on-site',
  'history first page': '/api/entry-requests?page=1',
  'history search by name': `/api/entry-requests?q=${encodeURIComponent('כהן יוסי')}`,
  'history search by phone': '/api/entry-requests?q=4567',
};

function fill(databaseUrl: string, days: number, offset: number): Promise<void> {
  console.log(`  filling ${days} days (${offset} days back)`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', SCALE_SCRIPT, '--days', String(days), '--offset', String(offset)],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`scale-fill exited with ${code}`)),
    );
  });
}

/** Median latency of sequential GETs, after a warm-up that fills caches and plans. */
async function medianMs(url: string, cookie: string): Promise<number> {
  const took: number[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const startedAt = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i >= WARMUP) took.push(performance.now() - startedAt);
  }
  return percentile(took, 50);
}

/** Every endpoint and /healthz, interleaved per endpoint so load drift hits both alike. */
async function measureAll(baseUrl: string, cookie: string) {
  const figures: Record<string, { ms: number; healthzMs: number }> = {};
  for (const [label, path] of Object.entries(ENDPOINTS)) {
    const healthzMs = await medianMs(`${baseUrl}/healthz`, cookie);
    const ms = await medianMs(`${baseUrl}${path}`, cookie);
    figures[label] = { ms, healthzMs };
    console.log(
      `    ${label}: ${ms.toFixed(1)} ms (healthz ${healthzMs.toFixed(1)} ms, load ${os.loadavg()[0]!.toFixed(1)})`,
    );
  }
  return figures;
}

/**
 * The manager's reads on PostgreSQL holding a 50-site customer's history, at 100,000 and then
 * a million requests (scripts/scale-fill.ts), each against /healthz in the same moment and
 * against itself at the smaller size: flat reads neither exceed 10x /healthz nor grow 1.5x.
 */
export async function run(): Promise<Figure[]> {
  const scratch = await createScratchDatabase('bench_scale');
  try {
    await fill(scratch.url, SMALL_DAYS, 0);
    const server = await startDemoServer({ databaseUrl: scratch.url, seedDemo: false });
    let small;
    let large;
    let herd;
    try {
      const cookie = await loginCookie(server.url, ADMIN);
      console.log(`  at ${SMALL_DAYS} days:`);
      small = await measureAll(server.url, cookie);
      await fill(scratch.url, LARGE_DAYS - SMALL_DAYS, SMALL_DAYS);
      console.log(`  at ${LARGE_DAYS} days:`);
      large = await measureAll(server.url, cookie);
      herd = await oneEventWithTabs(server.url, cookie, 'DEMO');
    } finally {
      await server.stop();
    }
    const herdFigures = herd.map((read): Figure => ({
      name: `${read.label}: p95 with ${TABS} tabs at ${LARGE_DAYS} days`,
      unit: 'ms',
      value: read.p95,
      baseline: large[read.endpoint]?.ms ?? 0,
      baselineName: 'the same read alone (median)',
      goal: { valueAtMost: 300 },
    }));
    const readFigures = Object.keys(ENDPOINTS).flatMap((label): Figure[] => [
      {
        name: `${label} at ${LARGE_DAYS} days`,
        unit: 'ms',
        value: large[label]!.ms,
        baseline: large[label]!.healthzMs,
        baselineName: 'GET /healthz, same moment',
        goal: { atMost: 10 },
      },
      {
        name: `${label} growth ${SMALL_DAYS} -> ${LARGE_DAYS} days`,
        unit: 'ms',
        value: large[label]!.ms,
        baseline: small[label]!.ms,
        baselineName: `the same read at ${SMALL_DAYS} days`,
        goal: { atMost: 1.5 },
      },
    ]);
    return [...readFigures, ...herdFigures];
  } finally {
    await scratch.drop();
  }
}
