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

/** Runs one of the project's npm scripts, its output in the test report; throws if it fails. */
function runScript(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync('npm', ['run', ...args], { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(
      `npm run ${args[0]} failed (${result.error?.message ?? `exit ${result.status}`})`,
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
    // Vite's per-file listing would bury the test report; its warnings and errors still show.
    // Vitest sets NODE_ENV=test, which would build development React; test what users get.
    runScript(['build', '--', '--logLevel', 'warn'], { ...process.env, NODE_ENV: 'production' });
    runScript(['build:server']);
  }
  const builds = {
    build: path.resolve(REPO_ROOT, process.env.CLIENT_DIST_DIR ?? 'dist/client', 'index.html'),
    'build:server': path.resolve(REPO_ROOT, 'dist/server/main.js'),
  };
  for (const [script, file] of Object.entries(builds)) {
    if (!fs.existsSync(file)) {
      throw new Error(`${file} is missing: run \`npm run ${script}\` or unset E2E_SKIP_BUILD`);
    }
  }
  const server = await startAppServer();
  project.provide('baseUrl', server.url);
  project.provide('clockUrl', server.clockUrl);
  return server.stop;
}
