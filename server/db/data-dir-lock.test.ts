import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

let dataDir: string;
let target: string;
let holder: ChildProcess | null = null;

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'data-dir-lock-'));
  target = path.join(dataDir, 'pglite');
  await fs.mkdir(target);
});
afterEach(async () => {
  if (holder && holder.exitCode === null && holder.signalCode === null) {
    holder.kill('SIGKILL');
    await once(holder, 'exit');
  }
  holder = null;
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Another process of the app that has locked the folder and keeps running. */
async function startHolder(): Promise<ChildProcess> {
  const lockModule = path.resolve(import.meta.dirname, 'data-dir-lock.ts');
  const script = [
    `const { lockDataDir } = await import(${JSON.stringify(lockModule)});`,
    `await lockDataDir(${JSON.stringify(dataDir)}, ${JSON.stringify(target)});`,
    `console.log('locked');`,
    'setInterval(() => {}, 60_000);',
  ].join('\n');
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  holder = child;
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    if (output.includes('locked')) break;
  }
  return child;
}

describe('the embedded database folder after a crash', () => {
  it('refuses a start while the holder runs, and starts at once after it was killed with -9', async () => {
    const child = await startHolder();
    await expect(lockDataDir(dataDir, target)).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(dataDir, target)).rejects.toThrow(`process ${child.pid}`);

    child.kill('SIGKILL');
    await once(child, 'exit');
    // Its heartbeat is still fresh: only the holder's ended process says the lock is a leftover.
    const startedAt = Date.now();
    const release = await lockDataDir(dataDir, target);
    expect(Date.now() - startedAt).toBeLessThan(2_000);

    await expect(lockDataDir(dataDir, target)).rejects.toThrow(DataDirInUseError);
    await release();
    const again = await lockDataDir(dataDir, target);
    await again();
  }, 60_000);

  it('lets only one of two starts at the same moment take a leftover lock', async () => {
    const child = await startHolder();
    child.kill('SIGKILL');
    await once(child, 'exit');
    const starts = await Promise.allSettled([
      lockDataDir(dataDir, target),
      lockDataDir(dataDir, target),
    ]);
    const taken = starts.filter((s) => s.status === 'fulfilled');
    expect(taken).toHaveLength(1);
    expect(starts.find((s) => s.status === 'rejected')?.reason).toBeInstanceOf(DataDirInUseError);
    await (taken[0] as PromiseFulfilledResult<() => Promise<void>>).value();
  }, 60_000);
});
