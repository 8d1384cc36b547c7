import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { serverEnv } from '../../scripts/server-env.mjs';
import type { ServerProcess } from './server-process';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** What `npm start` runs once its builds are current (scripts/start.mjs). */
export const COMPILED = ['dist/server/main.js'];
/** The same server from its sources, through the TypeScript loader. */
export const WITH_LOADER = ['--import', 'tsx', 'server/main.ts'];
/** A loaded 2-core machine can take minutes for a first start; a start that never comes ends. */
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_S ?? 300) * 1000;

export interface OperatorServer extends ServerProcess {
  /** From the spawn until /healthz answered. */
  readyMs: number;
}

/** A process's resident memory as the kernel counts it, in MB: no hook in the server needed. */
export async function rssMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Builds dist/server as `npm start` would when the server's sources are newer. */
export function buildCompiledServer(): void {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The server build failed');
}

/**
 * Starts the server as an operator would (`args` after node, from the repository's root), on
 * the embedded database in `dataDir` unless `env` names DATABASE_URL, with the environment
 * `npm start` gives its server (scripts/server-env.mjs), and waits until /healthz answers.
 */
export async function startOperatorServer(
  args: string[],
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<OperatorServer> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: serverEnv({
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
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
    const base = `http://127.0.0.1:${new URL(url).port}`;
    for (;;) {
      const answer = await fetch(`${base}/healthz`).catch(() => null);
      if (answer?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { url: base, child, stop, readyMs: performance.now() - startedAt };
  } catch (error) {
    await stop();
    throw error;
  }
}
