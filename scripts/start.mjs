import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, ROOT, SERVER_OUT } from './build-server.mjs';
import { lacksStartSettings, serverEnv } from './server-env.mjs';

/*
 * npm start: rebuilds the client and the compiled server only when a file they come from is
 * newer than the build, then runs the compiled server in this process. A start with nothing
 * changed costs a look at file dates. Plain JavaScript: no TypeScript loader at run time.
 * The server runs in this process when the environment sets glibc's malloc settings and V8's
 * young generation, else in a child process that starts with them (scripts/server-env.mjs,
 * docs/decisions/085, 088).
 */
const CLIENT_STAMP = path.join(ROOT, 'dist', 'client', '.vite', 'manifest.json');
const SHARED_INPUTS = ['shared', 'package-lock.json', 'tsconfig.json'];
const CLIENT_INPUTS = ['client', 'vite.config.ts', ...SHARED_INPUTS];
const SERVER_INPUTS = ['server', 'scripts/build-server.mjs', ...SHARED_INPUTS];

async function modifiedAt(file) {
  try {
    return (await fs.stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}

/** The newest modification time among the files of these paths (folders walked). */
async function newestOf(inputs) {
  let newest = 0;
  for (const input of inputs) {
    const full = path.join(ROOT, input);
    const stat = await fs.stat(full).catch(() => null);
    if (!stat) continue;
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    for (const entry of await fs.readdir(full, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) {
        newest = Math.max(newest, await modifiedAt(path.join(entry.parentPath, entry.name)));
      }
    }
  }
  return newest;
}

async function isStale(output, inputs) {
  const builtAt = await modifiedAt(output);
  return builtAt === 0 || (await newestOf(inputs)) > builtAt;
}

if (await isStale(CLIENT_STAMP, CLIENT_INPUTS)) {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (await isStale(SERVER_OUT, SERVER_INPUTS)) await buildServer();

/**
 * Runs the compiled server in a process of its own, in a process group of its own so that a
 * signal reaches it once, through this one: Ctrl-C, or a service manager's SIGTERM. A second
 * signal would end the server without its graceful close. This process exits as the server did.
 */
function runInChild() {
  const child = spawn(process.execPath, [...process.execArgv, SERVER_OUT], {
    env: serverEnv(process.env),
    stdio: 'inherit',
    detached: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? 128 + os.constants.signals[signal]));
}

if (lacksStartSettings(process.env)) runInChild();
else await import(pathToFileURL(SERVER_OUT).href);
