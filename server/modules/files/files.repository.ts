import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entryRequestFiles, entryRequests } from '../../db/schema';

/** A stored image with the site and company of its request, for the scope check. */
export function findFile(db: Db, fileId: string, thumbnail: boolean) {
  return db
    .select({
      id: entryRequestFiles.id,
      contentType: entryRequestFiles.contentType,
      inStore: entryRequestFiles.inStore,
      // Only an image not yet moved to the store has its bytes here.
      bytes: thumbnail ? entryRequestFiles.thumbnail : entryRequestFiles.bytes,
      siteId: entryRequests.siteId,
      companyId: entryRequests.companyId,
    })
    .from(entryRequestFiles)
    .innerJoin(entryRequests, eq(entryRequests.id, entryRequestFiles.entryRequestId))
    .where(eq(entryRequestFiles.id, fileId))
    .then((rows) => rows[0] ?? null);
}
