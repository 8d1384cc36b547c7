import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaFiles } from '../../db/schema';

export async function insertMedia(tx: Pick<Db, 'insert'>, values: typeof mediaFiles.$inferInsert) {
  await tx.insert(mediaFiles).values(values);
}

/** The file's facts without its bytes, which can be tens of megabytes. */
export function findMediaInfo(db: Db, id: string) {
  return db
    .select({
      id: mediaFiles.id,
      companyId: mediaFiles.companyId,
      kind: mediaFiles.kind,
      fileName: mediaFiles.fileName,
      contentType: mediaFiles.contentType,
      size: sql<number>`octet_length(${mediaFiles.bytes})::int`,
    })
    .from(mediaFiles)
    .where(eq(mediaFiles.id, id))
    .then((rows) => rows[0] ?? null);
}

/** `length` bytes from `start` (0-based): a video is read in the ranges the player asks for. */
export function readMediaBytes(db: Db, id: string, start: number, length: number) {
  return db
    .select({
      bytes:
        sql<Buffer>`substring(${mediaFiles.bytes} from ${start + 1}::int for ${length}::int)`.mapWith(
          mediaFiles.bytes,
        ),
    })
    .from(mediaFiles)
    .where(eq(mediaFiles.id, id))
    .then((rows) => rows[0]?.bytes ?? null);
}
