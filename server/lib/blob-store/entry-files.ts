import { and, eq, inArray, not } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entryRequestFiles } from '../../db/schema';
import { thumbnailOf, type StoredImage } from '../images';
import type { BlobStore } from './blob-store';

type Executor = Pick<Db, 'select' | 'update' | 'delete'>;

/** Where the entry requests' images are in the store. */
export const ENTRY_FILES_PREFIX = 'entry-files/';

/** An entry request's image and its thumbnail, each under a key made from the file's id. */
export function entryFileKey(fileId: string, thumbnail: boolean): string {
  return `${ENTRY_FILES_PREFIX}${fileId}${thumbnail ? '.thumb' : ''}`;
}

const keysOf = (fileIds: readonly string[]) =>
  fileIds.flatMap((id) => [entryFileKey(id, false), entryFileKey(id, true)]);

/**
 * Writes images to the store, all at once; the rows to insert carry no bytes, and thumbnails
 * are made when first read. A failed write fails the whole only once every other write has
 * ended, so the caller's discarding of the submission's keys comes after them and none is left
 * behind.
 */
export async function putEntryImages(
  store: BlobStore,
  images: readonly { id: string; image: StoredImage }[],
) {
  const writes = await Promise.allSettled(
    images.map(({ id, image }) =>
      store.put(entryFileKey(id, false), image.bytes, image.contentType),
    ),
  );
  const failed = writes.find((write) => write.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Removes images whose rows were never written (a failed or repeated submission). */
export async function discardEntryImages(store: BlobStore, fileIds: readonly string[]) {
  await store.delete(keysOf(fileIds));
}

/** The bytes of a stored image or its thumbnail: from the store, or a row not yet moved. */
export async function readEntryImage(
  store: BlobStore,
  file: { id: string; inStore: boolean; bytes: Buffer | null },
  thumbnail: boolean,
): Promise<Buffer | null> {
  if (!file.inStore) return file.bytes;
  if (!thumbnail) return store.get(entryFileKey(file.id, false));
  return (await store.get(entryFileKey(file.id, true))) ?? firstThumbnail(store, file.id);
}

/**
 * A thumbnail is made from its image the first time a list shows it, and kept: a submission
 * then pays only for the check of its pictures (docs/decisions/084). Two first reads at once
 * both make it and write the same bytes, each write replacing the file whole; one that cannot be
 * kept (a full store) is still answered, and made again on the next read.
 */
async function firstThumbnail(store: BlobStore, fileId: string): Promise<Buffer | null> {
  const image = await store.get(entryFileKey(fileId, false));
  if (!image) return null;
  const thumbnail = await thumbnailOf(image);
  await store.put(entryFileKey(fileId, true), thumbnail, 'image/jpeg').catch(() => {});
  return thumbnail;
}

/**
 * Deletes the images of entry requests, rows and bytes, for whatever removes the requests
 * (retention, a company's deletion): call it before deleting the requests themselves. The rows
 * go first, so a failure part way leaves bytes nobody can reach rather than rows without bytes.
 */
export async function deleteEntryImages(
  db: Executor,
  store: BlobStore,
  entryRequestIds: readonly string[],
): Promise<number> {
  if (entryRequestIds.length === 0) return 0;
  const removed = await db
    .delete(entryRequestFiles)
    .where(inArray(entryRequestFiles.entryRequestId, [...entryRequestIds]))
    .returning({ id: entryRequestFiles.id, inStore: entryRequestFiles.inStore });
  await store.delete(keysOf(removed.filter((file) => file.inStore).map((file) => file.id)));
  return removed.length;
}

/**
 * Moves images written into the database before the store existed, a batch at a time: each
 * image is in the store before its row forgets the bytes, so a stop part way loses nothing and
 * the next start goes on. Returns how many it moved.
 */
export async function moveEntryImagesToStore(db: Db, store: BlobStore, batchSize = 20) {
  let moved = 0;
  for (;;) {
    const batch = await db
      .select({
        id: entryRequestFiles.id,
        contentType: entryRequestFiles.contentType,
        bytes: entryRequestFiles.bytes,
        thumbnail: entryRequestFiles.thumbnail,
      })
      .from(entryRequestFiles)
      .where(not(entryRequestFiles.inStore))
      .limit(batchSize);
    if (batch.length === 0) return moved;
    for (const file of batch) {
      if (file.bytes) await store.put(entryFileKey(file.id, false), file.bytes, file.contentType);
      if (file.thumbnail)
        await store.put(entryFileKey(file.id, true), file.thumbnail, 'image/jpeg');
      await db
        .update(entryRequestFiles)
        .set({ inStore: true, bytes: null, thumbnail: null })
        .where(and(eq(entryRequestFiles.id, file.id), not(entryRequestFiles.inStore)));
    }
    moved += batch.length;
  }
}
