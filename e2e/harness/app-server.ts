import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_LOG = path.join(REPO_ROOT, 'test-results', 'e2e-server.log');
// A start on a busy two-core machine (migrations, demo seed, PGlite) can take over a minute.
const READY_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 15_000;
/** Enough of the server's output to explain a failed start without flooding the report. */
const KEPT_OUTPUT_CHARS = 20_000;

export interface AppServer {
  url: string;
  /** The control port of the server's shifted clock (server-clock.mjs). */
  clockUrl: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now: the OS picks it, we release it for the server. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Starts the compiled server (dist/server/main.js, built by the global setup) as `npm start`
 * runs it, on an empty embedded database with the demo data, and resolves once /readyz
 * answers. Its output goes to test-results/e2e-server.log, or to `logName` there. A journey
 * that needs its own settings (`env`) starts its own server.
 */
export async function startAppServer(
  options: { env?: NodeJS.ProcessEnv; logName?: string } = {},
): Promise<AppServer> {
  const port = await freePort();
  const clockPort = await freePort();
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'site-entry-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    E2E_CLOCK_PORT: String(clockPort),
    // Every journey's phone reads, sends and beacons from 127.0.0.1, where a gate has an address
    // per phone: the limits per address would count all the journeys of the run together (the
    // server tests check the limits themselves).
    RATE_LIMIT_STATUS_READS: '100000',
    RATE_LIMIT_SUBMISSIONS: '100000',
    RATE_LIMIT_VISIT_BEACONS: '100000',
    ...options.env,
  };
  // The journeys need the embedded database and an origin check against the URL they use.
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;

  const logFile = options.logName
    ? path.join(path.dirname(SERVER_LOG), options.logName)
    : SERVER_LOG;
  await fsp.mkdir(path.dirname(logFile), { recursive: true });
  const log = fs.createWriteStream(logFile);
  const clock = path.join(import.meta.dirname, 'server-clock.mjs');
  const child = spawn(process.execPath, ['--import', clock, 'dist/server/main.js'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // A run aborted before teardown must not leave a server holding the data folder.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.off('exit', killOnExit);
    await stopChild(child);
    log.end();
    await fsp.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, {
      cause: error,
    });
  }
  return { url, clockUrl: `http://127.0.0.1:${clockPort}`, stop };
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited before it was ready (${child.exitCode ?? child.signalCode})`,
      );
    }
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok && ((await response.json()) as { status?: string }).status === 'ready') {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url}/readyz within ${READY_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM lets the server close the database cleanly; SIGKILL only if it hangs. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
