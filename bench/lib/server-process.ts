import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A first start on a fresh embedded database (migrations, demo data) on a 2-core machine that
 * other work keeps busy can take minutes; a start that never comes still ends the benchmark.
 * BENCH_START_TIMEOUT_S changes it.
 */
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_S ?? 300) * 1000;

export interface ServerProcess {
  url: string;
  /** For IPC beyond the port (e.g. memory-probe) and the process id. */
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** Added to this process's environment (e.g. DATABASE_URL, rate limits). */
  env?: NodeJS.ProcessEnv;
  /** The repository the script belongs to, when it is not this one (an earlier checkout). */
  cwd?: string;
}

/**
 * Runs a bench/servers/ script in its own process, so the load generator in this process never
 * shares an event loop with the server it measures. The script reports its port over IPC
 * (serveToParent).
 */
export function startServerProcess(
  script: string,
  { env = {}, cwd }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script} did not report its port within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      resolve({ url: `http://127.0.0.1:${message.port}`, child, stop });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited before listening (${code ?? signal})`));
    });
  });
}
