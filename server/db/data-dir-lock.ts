import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lockfile from 'proper-lockfile';

/** The holder renews the lock's time every UPDATE_MS; a lock not renewed for STALE_MS is stale. */
const UPDATE_MS = 2_000;
const STALE_MS = 10_000;
/** The short guard around taking the lock is held for milliseconds; older, its taker died. */
const GUARD_STALE_MS = 5_000;

export class DataDirInUseError extends Error {
  constructor(dir: string, holderPid: number | null) {
    super(
      `The data folder ${dir} is in use by another running instance of this app` +
        `${holderPid === null ? '' : ` (process ${holderPid})`}. ` +
        'The embedded database takes one process only: stop the other one, or set DATA_DIR to ' +
        'another folder, or set DATABASE_URL to share a PostgreSQL server.',
    );
  }
}

/** Who holds the lock: written beside it once it is taken. */
interface Holder {
  pid: number;
  host: string;
}

/** The lock folders this process holds: its own pid in a holder file is then no leftover. */
const heldHere = new Set<string>();

async function readHolder(file: string): Promise<Holder | null> {
  try {
    const value = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<Holder>;
    return typeof value.pid === 'number' && typeof value.host === 'string'
      ? { pid: value.pid, host: value.host }
      : null;
  } catch {
    return null;
  }
}

async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: a process of another user has that id, so it is running.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed child its parent has not reaped yet still answers signal 0 (Linux only).
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  return stat === null || stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

/**
 * Whether the holder has surely ended: a process of this machine that no longer runs, or this
 * very process id in a new life (a container restarted under the same pid). A holder on another
 * machine sharing the folder is judged by its heartbeat alone.
 */
async function hasEnded(holder: Holder, lockPath: string): Promise<boolean> {
  if (holder.host !== os.hostname()) return false;
  if (holder.pid === process.pid) return !heldHere.has(lockPath);
  return !(await isRunning(holder.pid));
}

/**
 * Runs `take` while holding a guard folder, so that two processes starting together never both
 * judge the same leftover lock and take it.
 */
async function underGuard<T>(guardPath: string, take: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await fs.mkdir(guardPath);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const stat = await fs.stat(guardPath).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > GUARD_STALE_MS) {
        await fs.rm(guardPath, { recursive: true, force: true });
      } else {
        await sleep(25);
      }
    }
  }
  try {
    return await take();
  } finally {
    await fs.rm(guardPath, { recursive: true, force: true });
  }
}

/**
 * Locks the embedded database's folder for this process (proper-lockfile: a lock folder whose
 * time the holder renews every 2 s) and writes the holder's process id beside it. A lock left by
 * a process that has ended, such as one killed with -9, is taken over at once; a live holder's is
 * refused with DataDirInUseError; one whose holder cannot be told stands until its heartbeat is
 * 10 s old. Resolves to the lock's release.
 */
export async function lockDataDir(dataDir: string, target: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, 'pglite.lock');
  const holderPath = path.join(dataDir, 'pglite.lock-holder.json');
  const release = await underGuard(`${lockPath}-guard`, async () => {
    const holder = await readHolder(holderPath);
    if (holder && (await hasEnded(holder, lockPath))) {
      await fs.rm(lockPath, { recursive: true, force: true });
    }
    try {
      const unlock = await lockfile.lock(target, {
        lockfilePath: lockPath,
        stale: STALE_MS,
        update: UPDATE_MS,
      });
      await fs.writeFile(holderPath, JSON.stringify({ pid: process.pid, host: os.hostname() }));
      heldHere.add(lockPath);
      return unlock;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
        throw new DataDirInUseError(dataDir, holder?.pid ?? null);
      }
      throw error;
    }
  });
  return async () => {
    heldHere.delete(lockPath);
    await fs.rm(holderPath, { force: true });
    await release();
  };
}
