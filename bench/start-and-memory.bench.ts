import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Figure } from './lib/figures';
import {
  buildCompiledServer,
  COMPILED,
  rssMb,
  startOperatorServer,
  WITH_LOADER,
} from './lib/operator-server';
import { percentile } from './lib/percentile';

export const name = 'start-and-memory';

/** How long the server idles before its memory is read: past start-up's garbage. */
const REST_MS = 5_000;
/** Restarts are short and a busy machine's noise is not: each figure is the median of these. */
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 3);

interface Started {
  readyMs: number;
  /** Read after REST_MS when asked for. */
  restRssMb: number | null;
}

/**
 * Starts the server as an operator would, on the embedded database in `dataDir`, and measures
 * the time until /healthz answers, then its resident memory after a rest.
 */
async function startOnce(args: string[], dataDir: string, rest = true): Promise<Started> {
  const server = await startOperatorServer(args, dataDir);
  try {
    if (!rest) return { readyMs: server.readyMs, restRssMb: null };
    await new Promise((resolve) => setTimeout(resolve, REST_MS));
    return { readyMs: server.readyMs, restRssMb: await rssMb(server.child.pid!) };
  } finally {
    await server.stop();
  }
}

/**
 * `npm start`'s compiled server against the same server through the TypeScript loader, each on
 * an embedded database of its own: a first start with the demo data, restarts on the existing
 * folder (the median of RESTARTS), and the memory each holds at rest after the last restart.
 */
export async function run(): Promise<Figure[]> {
  buildCompiledServer();
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
