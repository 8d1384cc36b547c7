import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startDemoServer } from './lib/demo-server';
import type { Figure } from './lib/figures';
import { probeMemory, type MemorySample } from './lib/memory-probe';

export const name = 'idle-websockets';

const SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 10_000);
/** Two client processes, so neither needs more than half the sockets' file descriptors. */
const CLIENT_PROCESSES = 2;
const BATCH = 250;
const OPEN_TIMEOUT_MS = 180_000;
/** Time for the server to settle (buffers released, timers armed) before each reading. */
const SETTLE_MS = 3_000;
const MB = 1_000_000;
const GOAL_MB = 150;
/** Descriptors the server needs beside the sockets: its database, logs, modules. */
const FD_MARGIN = 500;
const CLIENT_SCRIPT = fileURLToPath(new URL('./lib/idle-socket-client.ts', import.meta.url));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The open-files limit this process's children inherit (the server is one of them). */
function checkOpenFilesLimit() {
  const result = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' });
  const limit = result.stdout.trim();
  if (limit === 'unlimited') return;
  if (Number(limit) < SOCKETS + FD_MARGIN) {
    throw new Error(
      `ulimit -n is ${limit}; ${SOCKETS} sockets need ${SOCKETS + FD_MARGIN}: ` +
        `run \`ulimit -n ${SOCKETS * 2}\` in this shell first`,
    );
  }
}

interface Opened {
  open: number;
  failed: number;
  firstError: string;
}

function startClient(url: string, count: number): { child: ChildProcess; opened: Promise<Opened> } {
  const child = spawn(process.execPath, ['--import', 'tsx', CLIENT_SCRIPT], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const opened = new Promise<Opened>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Sockets not open within ${OPEN_TIMEOUT_MS / 1000} s`)),
      OPEN_TIMEOUT_MS,
    );
    child.once('message', (message: Opened & { type: string }) => {
      clearTimeout(timer);
      resolve(message);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`A socket client exited (${code}) before opening its sockets`));
    });
  });
  child.send({ type: 'open', url: url.replace(/^http/, 'ws'), count, batch: BATCH });
  return { child, opened };
}

async function stopClient(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.send({ type: 'close' });
  await exited;
}

const heapAndExternal = (sample: MemorySample) => sample.heapUsed + sample.external;

function show(label: string, sample: MemorySample) {
  console.log(
    `  ${label}: RSS ${(sample.rss / MB).toFixed(1)} MB, heap ${(sample.heapUsed / MB).toFixed(1)} MB, ` +
      `external ${(sample.external / MB).toFixed(1)} MB, sockets held ${sample.extra.sockets}`,
  );
}

/**
 * What idle WebSockets cost one instance: 10,000 /ws connections of waiting
 * workers' pages, opened from two client processes, and the server's memory (after a full
 * garbage collection) before and with them. The baseline is the same server at rest.
 */
export async function run(): Promise<Figure[]> {
  checkOpenFilesLimit();
  // Every socket comes from 127.0.0.1, past the per-address cap a real gate's address gets.
  const server = await startDemoServer({ env: { WS_MAX_PER_ADDRESS: String(SOCKETS) } });
  const clients: ChildProcess[] = [];
  try {
    // One socket first, so the code paths are loaded before the reading at rest.
    const warmup = startClient(server.url, 1);
    clients.push(warmup.child);
    await warmup.opened;
    await stopClient(warmup.child);
    await sleep(SETTLE_MS);
    const atRest = await probeMemory(server);
    show('at rest', atRest);

    const startedAt = Date.now();
    const perClient = Math.ceil(SOCKETS / CLIENT_PROCESSES);
    const started = Array.from({ length: CLIENT_PROCESSES }, (_, i) =>
      startClient(server.url, Math.min(perClient, SOCKETS - i * perClient)),
    );
    clients.push(...started.map((s) => s.child));
    const opened = await Promise.all(started.map((s) => s.opened));
    const open = opened.reduce((total, o) => total + o.open, 0);
    const failed = opened.reduce((total, o) => total + o.failed, 0);
    console.log(`  opened ${open} sockets in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    if (failed > 0) {
      throw new Error(
        `${failed} sockets failed to open: ${opened.find((o) => o.failed)?.firstError}`,
      );
    }
    await sleep(SETTLE_MS);
    const held = await probeMemory(server);
    show(`with ${open} idle sockets`, held);
    if (held.extra.sockets !== SOCKETS) {
      throw new Error(`The server holds ${held.extra.sockets} sockets, not ${SOCKETS}`);
    }
    const extraRss = held.rss - atRest.rss;
    console.log(`  per socket: ${(extraRss / SOCKETS / 1000).toFixed(1)} KB of RSS`);

    await Promise.all(clients.map(stopClient));
    await sleep(SETTLE_MS);
    show('after they closed', await probeMemory(server));

    return [
      {
        name: `server RSS with ${SOCKETS} idle sockets`,
        unit: 'MB',
        value: held.rss / MB,
        baseline: atRest.rss / MB,
        baselineName: 'server RSS at rest',
      },
      {
        name: `extra RSS for ${SOCKETS} idle sockets`,
        unit: 'MB',
        value: extraRss / MB,
        baseline: atRest.rss / MB,
        baselineName: 'server RSS at rest',
        goal: { valueAtMost: GOAL_MB },
      },
      {
        name: `extra heap + external for ${SOCKETS} idle sockets`,
        unit: 'MB',
        value: (heapAndExternal(held) - heapAndExternal(atRest)) / MB,
        baseline: heapAndExternal(atRest) / MB,
        baselineName: 'heap + external at rest',
        // RSS keeps pages the heap freed before, so it can hide growth: the heap must pass too.
        goal: { valueAtMost: GOAL_MB },
      },
    ];
  } finally {
    await Promise.all(clients.map(stopClient));
    await server.stop();
  }
}
