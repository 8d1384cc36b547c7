import fs from 'node:fs/promises';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { PgliteThread } from './pglite-thread';

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
  const release = await lockDataDir(dataDir, dir);
  return { thread: PgliteThread.start(dir), release };
}
