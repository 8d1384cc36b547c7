import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Figure } from './lib/figures';
import { percentile } from './lib/percentile';

export const name = 'start-and-memory';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const COMPILED = ['dist/server/main.js'];
const WITH_LOADER = ['--import', 'tsx', 'server/main.ts'];
/** A loaded 2-core machine can take minutes for a first start; a start that never comes ends. */
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_S ?? 300) * 1000;
/** How long the server idles before its memory is read: past start-up's garbage. */
const REST_MS = 5_000;
/** Restarts are short and a busy machine's noise is not: each figure is the median of these. */
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 3);

interface Started {
  readyMs: number;
  /** Read after REST_MS when asked for. */
  restRssMb: number | null;
}

function rssMb(pid: number): Promise<number> {
  return fs
    .readFile(`/proc/${pid}/status`, 'utf8')
    .then((status) => Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

/**
 * Starts the server as an operator would, on the embedded database in `dataDir`, and measures
 * the time until /healthz answers, then its resident memory after a rest.
 */
async function startOnce(args: string[], dataDir: string, rest = true): Promise<Started> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no start in time')), START_TIMEOUT_MS);
      let printed = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        printed += chunk.toString();
        const match = /running at (http:\/\/\S+)/.exec(printed);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
      child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    });
    const port = new URL(url).port;
    for (;;) {
      const answer = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
      if (answer?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const readyMs = performance.now() - startedAt;
    if (!rest) return { readyMs, restRssMb: null };
    await new Promise((resolve) => setTimeout(resolve, REST_MS));
    return { readyMs, restRssMb: await rssMb(child.pid!) };
  } finally {
    await stop(child);
  }
}

/**
 * `npm start`'s compiled server against the same server through the TypeScript loader, each on
 * an embedded database of its own: a first start with the demo data, restarts on the existing
 * folder (the median of RESTARTS), and the memory each holds at rest after the last restart.
 */
export async function run(): Promise<Figure[]> {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The server build failed');
  const folders = await Promise.all(
    ['compiled', 'loader'].map((label) =>
      fs.mkdtemp(path.join(os.tmpdir(), `site-entry-start-${label}-`)),
    ),
  );
  const [compiledDir, loaderDir] = folders as [string, string];
  try {
    const load = () => os.loadavg()[0]!.toFixed(1);
    const firstCompiled = await startOnce(COMPILED, compiledDir);
    const firstLoader = await startOnce(WITH_LOADER, loaderDir);
    console.log(`  first starts done (load ${load()})`);
    // Turn about, so a burst of load on the machine falls on both; the last one rests for memory.
    const compiledRestarts: Started[] = [];
    const loaderRestarts: Started[] = [];
    for (let i = 1; i <= RESTARTS; i += 1) {
      compiledRestarts.push(await startOnce(COMPILED, compiledDir, i === RESTARTS));
      loaderRestarts.push(await startOnce(WITH_LOADER, loaderDir, i === RESTARTS));
    }
    const ms = (starts: Started[]) => starts.map((s) => Math.round(s.readyMs)).join(', ');
    console.log(
      `  restarts done (load ${load()}): compiled ${ms(compiledRestarts)} ms, ` +
        `through tsx ${ms(loaderRestarts)} ms`,
    );
    const median = (starts: Started[]) =>
      percentile(
        starts.map((s) => s.readyMs),
        50,
      );
    const restRss = (starts: Started[]) => starts.at(-1)!.restRssMb!;
    const baselineName = 'the same server through tsx';
    return [
      {
        name: 'first start with demo data, to /healthz',
        unit: 'ms',
        value: firstCompiled.readyMs,
        baseline: firstLoader.readyMs,
        baselineName,
        // The compiled server's build carries a migrated cluster (scripts/pglite-template.ts).
        goal: { valueAtMost: 8_000 },
      },
      {
        name: `restart on an existing data folder, to /healthz (median of ${RESTARTS})`,
        unit: 'ms',
        value: median(compiledRestarts),
        baseline: median(loaderRestarts),
        baselineName,
        goal: { valueAtMost: 2_000 },
      },
      {
        name: 'memory at rest on the embedded database (RSS)',
        unit: 'MB',
        value: restRss(compiledRestarts),
        baseline: restRss(loaderRestarts),
        baselineName,
        goal: { atMost: 1 },
      },
    ];
  } finally {
    await Promise.all(folders.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  }
}
