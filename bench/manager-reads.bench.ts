import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { startDemoServer } from './lib/demo-server';
import type { Figure } from './lib/figures';
import { percentile } from './lib/percentile';
import { oneEventWithTabs, TABS, timedRead } from './lib/event-herd';
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

function fill(databaseUrl: string, days: number): Promise<void> {
  console.log(`  filling ${days} days`);
  const child = spawn(process.execPath, ['--import', 'tsx', SCALE_SCRIPT, '--days', String(days)], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`scale-fill exited with ${code}`)),
    );
  });
}

interface Read {
  url: string;
  cookie: string;
}

/**
 * The median latency of each read, after a warm-up that fills caches and plans. The reads take
 * turns, one request each per round, so a change in the machine's load hits all of them alike.
 */
async function medians(reads: Read[]): Promise<number[]> {
  const took = reads.map((): number[] => []);
  for (let round = 0; round < WARMUP + SAMPLES; round++) {
    for (const [index, read] of reads.entries()) {
      const ms = await timedRead(read.url, read.cookie);
      if (round >= WARMUP) took[index]!.push(ms);
    }
  }
  return took.map((samples) => percentile(samples, 50));
}

interface Instance {
  url: string;
  cookie: string;
}

/** Each endpoint at both sizes and /healthz, in turns, so the growth compares like moments. */
async function measureAll(small: Instance, large: Instance) {
  const figures: Record<string, { smallMs: number; largeMs: number; healthzMs: number }> = {};
  for (const [label, path] of Object.entries(ENDPOINTS)) {
    const [healthzMs, smallMs, largeMs] = await medians([
      { url: `${large.url}/healthz`, cookie: large.cookie },
      { url: `${small.url}${path}`, cookie: small.cookie },
      { url: `${large.url}${path}`, cookie: large.cookie },
    ]);
    figures[label] = { smallMs: smallMs!, largeMs: largeMs!, healthzMs: healthzMs! };
    console.log(
      `    ${label}: ${smallMs!.toFixed(1)} ms at ${SMALL_DAYS} days, ${largeMs!.toFixed(1)} ms at ${LARGE_DAYS} (healthz ${healthzMs!.toFixed(1)} ms, load ${os.loadavg()[0]!.toFixed(1)})`,
    );
  }
  return figures;
}

async function startInstance(databaseUrl: string) {
  const server = await startDemoServer({ databaseUrl, seedDemo: false });
  return { server, instance: { url: server.url, cookie: await loginCookie(server.url, ADMIN) } };
}

/**
 * The manager's reads on PostgreSQL holding a 50-site customer's history (scripts/scale-fill.ts):
 * 100,000 requests in one database and a million in another, each served by its own instance
 * and read in turns, against /healthz in the same moment: flat reads neither exceed 10x /healthz
 * nor grow 1.5x from the smaller history to the larger.
 */
export async function run(): Promise<Figure[]> {
  const smallDatabase = await createScratchDatabase('bench_scale_small');
  const largeDatabase = await createScratchDatabase('bench_scale_large');
  try {
    await fill(smallDatabase.url, SMALL_DAYS);
    await fill(largeDatabase.url, LARGE_DAYS);
    const small = await startInstance(smallDatabase.url);
    let figures;
    let herd;
    try {
      const large = await startInstance(largeDatabase.url);
      try {
        console.log(`  ${SMALL_DAYS} and ${LARGE_DAYS} days, in turns:`);
        figures = await measureAll(small.instance, large.instance);
        herd = await oneEventWithTabs(large.instance.url, large.instance.cookie, 'DEMO');
      } finally {
        await large.server.stop();
      }
    } finally {
      await small.server.stop();
    }
    const herdFigures = herd.map((read): Figure => ({
      name: `${read.label}: p95 with ${TABS} tabs at ${LARGE_DAYS} days`,
      unit: 'ms',
      value: read.p95,
      baseline: figures[read.endpoint]?.largeMs ?? 0,
      baselineName: 'the same read alone (median)',
      goal: { valueAtMost: 300 },
    }));
    const readFigures = Object.keys(ENDPOINTS).flatMap((label): Figure[] => [
      {
        name: `${label} at ${LARGE_DAYS} days`,
        unit: 'ms',
        value: figures[label]!.largeMs,
        baseline: figures[label]!.healthzMs,
        baselineName: 'GET /healthz, same moment',
        goal: { atMost: 10 },
      },
      {
        name: `${label} growth ${SMALL_DAYS} -> ${LARGE_DAYS} days`,
        unit: 'ms',
        value: figures[label]!.largeMs,
        baseline: figures[label]!.smallMs,
        baselineName: `the same read at ${SMALL_DAYS} days, same moment`,
        goal: { atMost: 1.5 },
      },
    ]);
    return [...readFigures, ...herdFigures];
  } finally {
    await Promise.all([smallDatabase.drop(), largeDatabase.drop()]);
  }
}
