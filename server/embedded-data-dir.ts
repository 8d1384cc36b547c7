import path from 'node:path';

/** DATA_DIR when it is not set: the folder `data` where the server is started. */
export const DEFAULT_DATA_DIR = './data';

/**
 * The embedded database's folder as the configuration (env.ts) names it, or null when
 * DATABASE_URL names a PostgreSQL server instead. It reads the two variables without the
 * configuration's checks, so that opening the folder, the longest step of a start, need not wait
 * for those checks to load; a bad value still stops the start when they run.
 */
export function embeddedDataDirOf(env: NodeJS.ProcessEnv): string | null {
  if (env.DATABASE_URL) return null;
  return path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
}
