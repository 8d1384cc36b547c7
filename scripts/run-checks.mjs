// The static checks of `npm test`, two at a time: each is one single-threaded process, so one
// after another they left a core of CI's two idle for two to three minutes. Each check's output
// is printed whole when it ends, and the run fails if any check failed.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/** Longest first, so the short ones fill in beside them. */
const CHECKS = [
  ['lint', 'eslint .'],
  ['typecheck', 'tsc --noEmit -p tsconfig.json'],
  ['knip', 'knip --no-progress'],
  ['format', 'prettier --check .'],
  ['i18n', 'node --import tsx scripts/i18n-check.ts'],
];

// As npm would run them, also when this script is run by itself.
const env = {
  ...process.env,
  PATH: [path.resolve('node_modules/.bin'), process.env.PATH].join(path.delimiter),
};
const parallel = Math.max(1, Math.min(2, os.availableParallelism()));

function run([name, command]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const status = code === 0 ? 'passed' : `FAILED (exit ${code})`;
      process.stdout.write(`\n--- ${name}: ${command} — ${status} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...CHECKS];
const results = [];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) results.push(await run(check));
  }),
);
if (results.includes(false)) {
  process.stdout.write('\nA static check failed (above).\n');
  process.exit(1);
}
