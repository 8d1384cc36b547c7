// The test run of `npm test`: the browser journeys in one Vitest process, one file at a time
// (one Chromium and one app server), beside every other suite in a second process. In a single
// process Vitest keeps the files that may not run in parallel for last and runs them alone, so
// the journeys took half of CI's time with the other core mostly idle.
//
// The other suites print as they run; the journeys' report is held until they have finished (or
// the other suites have), so neither report is cut into the other. Each process's exit code is
// summed up at the end.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const vitestBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);

function vitest(name, args, onOutput, { niceness = 0 } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitestBin, 'run', ...args], {
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Set before the child forks its test workers, which inherit it.
    if (niceness && child.pid) os.setPriority(child.pid, niceness);
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.on('close', (code, signal) =>
      resolve({
        name,
        code: code ?? 1,
        signal,
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
  });
}

/**
 * Keeps the lines of test/run-recap-reporter.ts (failed, passed on a retry) from a process's
 * output, to be printed again at the very end, where a CI log that keeps only its tail shows
 * them.
 */
function recapOf() {
  const lines = [];
  let partial = '';
  return {
    lines,
    take(chunk) {
      const text = partial + chunk.toString();
      const complete = text.split('\n');
      partial = complete.pop();
      lines.push(...complete.filter((line) => line.startsWith('recap:')));
    },
  };
}
const recaps = { others: recapOf(), journeys: recapOf() };

let journeysHeld = [];
const journeys = vitest('browser journeys (e2e)', ['--project', 'e2e'], (chunk) => {
  recaps.journeys.take(chunk);
  if (journeysHeld) journeysHeld.push(chunk);
  else process.stdout.write(chunk);
});
// The journeys are one file after another and the longer of the two: the other suites, whose
// files run side by side, take the cores the journeys leave idle rather than slow them down.
const others = await vitest(
  'shared, server and client suites',
  ['--project', 'shared', '--project', 'server*', '--project', 'client'],
  (chunk) => {
    recaps.others.take(chunk);
    process.stdout.write(chunk);
  },
  { niceness: 10 },
);
process.stdout.write('\n=== browser journeys (e2e) ===\n');
for (const chunk of journeysHeld) process.stdout.write(chunk);
journeysHeld = null;
const results = [others, await journeys];

const recapLines = [...recaps.others.lines, ...recaps.journeys.lines];
if (recapLines.length > 0) process.stdout.write(`\n${recapLines.join('\n')}\n`);
process.stdout.write('\n');
for (const { name, code, signal, seconds } of results) {
  const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
  process.stdout.write(`${name}: ${status} in ${seconds} s\n`);
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
