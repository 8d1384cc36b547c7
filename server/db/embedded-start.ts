import fs from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { PgliteThread } from './pglite-thread';

export class DataDirInUseError extends Error {
  constructor(dir: string) {
    super(
      `The data folder ${dir} is in use by another running instance of this app. ` +
        'The embedded database takes one process only: stop the other one, or set DATA_DIR to ' +
        'another folder, or set DATABASE_URL to share a PostgreSQL server.',
    );
  }
}

/** The embedded database's thread, opening its locked folder, and the folder's release. */
export interface EmbeddedStart {
  thread: PgliteThread;
  release: () => Promise<void>;
}

/**
 * Locks the embedded database's folder and starts the thread that opens it. Kept apart from the
 * database drivers, so the server can start this first and load them while the folder opens.
 */
export async function startEmbedded(dataDir: string): Promise<EmbeddedStart> {
  const dir = path.join(dataDir, 'pglite');
  await fs.mkdir(dir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, {
      lockfilePath: path.join(dataDir, 'pglite.lock'),
      stale: 10_000,
      update: 2_000,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
  return { thread: PgliteThread.start(dir), release };
}
