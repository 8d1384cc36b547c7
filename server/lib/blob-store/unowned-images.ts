import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entryRequestFiles } from '../../db/schema';
import type { BlobStore } from './blob-store';
import { ENTRY_FILES_PREFIX } from './entry-files';
import { startPeriodicJob } from '../periodic-job';

/**
 * An image is written before the transaction that records its row; a crash in between leaves
 * bytes no row owns, out of reach of retention and erasure. A day is far longer than any
 * submission takes, so nothing younger is touched.
 */
export const UNOWNED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;
/** Every instance sweeps this often; removing a key twice is harmless. */
export const UNOWNED_IMAGE_SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/** `entry-files/<id>`, `<id>.thumb`, or a temporary `<id>[.thumb].<uuid>.tmp` left by a crash. */
const KEY = /^([A-Za-z0-9_-]+)(\.thumb)?(\.[0-9a-f-]{36}\.tmp)?$/;

/**
 * Removes the images under the entry files' prefix that no row owns and that were written
 * before the grace period; a temporary file past it is removed too. Returns how many keys.
 */
export async function removeUnownedImages(
  db: Db,
  store: BlobStore,
  now = new Date(),
  graceMs = UNOWNED_IMAGE_GRACE_MS,
): Promise<number> {
  const writtenBefore = now.getTime() - graceMs;
  let removed = 0;
  for await (const page of store.list(ENTRY_FILES_PREFIX)) {
    const old = page.flatMap(({ key, writtenAt }) => {
      const match = KEY.exec(key.slice(ENTRY_FILES_PREFIX.length));
      return writtenAt.getTime() < writtenBefore
        ? [{ key, fileId: match && !match[3] ? match[1]! : null }]
        : [];
    });
    const ids = [...new Set(old.flatMap(({ fileId }) => (fileId ? [fileId] : [])))];
    const owned = new Set(
      ids.length === 0
        ? []
        : (
            await db
              .select({ id: entryRequestFiles.id })
              .from(entryRequestFiles)
              .where(inArray(entryRequestFiles.id, ids))
          ).map((row) => row.id),
    );
    const unowned = old.filter(({ fileId }) => !fileId || !owned.has(fileId)).map((o) => o.key);
    if (unowned.length > 0) await store.delete(unowned);
    removed += unowned.length;
  }
  return removed;
}

/** Runs the sweep now and then every UNOWNED_IMAGE_SWEEP_EVERY_MS, one run at a time. */
export function startUnownedImageSweep(
  db: Db,
  store: BlobStore,
  log: { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void },
): () => void {
  return startPeriodicJob(UNOWNED_IMAGE_SWEEP_EVERY_MS, () => removeUnownedImages(db, store), log, {
    key: 'removed',
    done: 'images no request owns removed',
    failed: 'removing images no request owns failed',
  });
}
