import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess, type ServerProcess } from './server-process';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Limits high enough that a benchmark's own traffic from 127.0.0.1 is never throttled. */
export const UNTHROTTLED: NodeJS.ProcessEnv = {
  RATE_LIMIT_SUBMISSIONS: '1000000',
  RATE_LIMIT_STATUS_READS: '1000000',
};

export interface DemoServerOptions {
  /** The built client to serve (builtClient()); else dist/client, for benchmarks of the API. */
  clientDir?: string;
  /** PostgreSQL to share; the embedded database of a folder of its own otherwise. */
  databaseUrl?: string;
  /** Demo data (site DEMO and its users): on unless told, as the second of two instances skips it. */
  seedDemo?: boolean;
  env?: NodeJS.ProcessEnv;
  /** The repository whose application to run: this one unless an earlier checkout is named. */
  root?: string;
}

/**
 * The whole application in a child process (bench/servers/demo-app.ts), with the demo data.
 * The caller's own DATABASE_URL or PUBLIC_URL never leak in: the origin check then follows the
 * 127.0.0.1 address the benchmark uses.
 */
export function startDemoServer(options: DemoServerOptions = {}): Promise<ServerProcess> {
  const root = options.root ?? ROOT;
  return startServerProcess(path.join(root, 'bench/servers/demo-app.ts'), {
    cwd: root,
    env: {
      DATABASE_URL: options.databaseUrl ?? '',
      PUBLIC_URL: '',
      SEED_DEMO: String(options.seedDemo ?? true),
      CLIENT_DIST_DIR: options.clientDir ?? '',
      ...options.env,
    },
  });
}
