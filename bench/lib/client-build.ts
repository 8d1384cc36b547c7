import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * A folder of the benchmarks' own: the e2e run and other engineers' servers serve dist/client,
 * which a build here would empty under their feet.
 */
export const BENCH_CLIENT_DIR = path.join(REPO_ROOT, 'dist', 'bench-client');

let built: string | undefined;

/**
 * The production client for the benchmarks that load pages: built once per `npm run bench`
 * (`npm run build` into dist/bench-client), or the last such build when BENCH_SKIP_BUILD=1.
 * Returns the folder, to hand to the server as CLIENT_DIST_DIR.
 */
export function builtClient(): string {
  if (built) return built;
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('  building the client (npm run build) into dist/bench-client');
    const result = spawnSync(
      'npm',
      ['run', 'build', '--', '--outDir', BENCH_CLIENT_DIR, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (result.status !== 0) {
      throw new Error(`npm run build failed (${result.error?.message ?? `exit ${result.status}`})`);
    }
  }
  if (!fs.existsSync(path.join(BENCH_CLIENT_DIR, 'index.html'))) {
    throw new Error(`${BENCH_CLIENT_DIR} has no build: unset BENCH_SKIP_BUILD`);
  }
  built = BENCH_CLIENT_DIR;
  return built;
}
