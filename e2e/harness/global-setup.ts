import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, startAppServer } from './app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the one server of the e2e run listens, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** The control port of that server's clock (server-clock.mjs). */
    clockUrl: string;
  }
}

function buildClient() {
  // Vite's per-file listing would bury the test report; its warnings and errors still show.
  const result = spawnSync('npm', ['run', 'build', '--', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would build development React; test what users get.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`npm run build failed (${result.error?.message ?? `exit ${result.status}`})`);
  }
}

function buildServer() {
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    throw new Error(
      `the server build failed (${result.error?.message ?? `exit ${result.status}`})`,
    );
  }
}

/**
 * Builds the client and the server once and starts one server for every journey: starting the
 * real process (not buildApp in the test worker) is what a user meets, bundled packages, static
 * files and shutdown included. E2E_SKIP_BUILD=1 reuses dist/client and dist/server when
 * iterating on specs.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    buildClient();
    buildServer();
  }
  const indexFile = path.resolve(
    REPO_ROOT,
    process.env.CLIENT_DIST_DIR ?? 'dist/client',
    'index.html',
  );
  if (!fs.existsSync(indexFile)) {
    throw new Error(`${indexFile} is missing: run \`npm run build\` or unset E2E_SKIP_BUILD`);
  }
  const server = await startAppServer();
  project.provide('baseUrl', server.url);
  project.provide('clockUrl', server.clockUrl);
  return server.stop;
}
