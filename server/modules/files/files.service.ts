import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { readEntryImage } from '../../lib/blob-store/entry-files';
import { isSiteInScope } from '../../lib/scope';
import * as repo from './files.repository';

const FILE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * An uploaded image for staff whose scope holds its request (docs/uploads.md); to anyone
 * else it does not exist. Thumbnails are always JPEG.
 */
export async function getFile(
  db: Db,
  store: BlobStore,
  user: SessionUser,
  fileId: string,
  thumbnail: boolean,
): Promise<{ contentType: string; bytes: Buffer; companyId: number }> {
  const file = FILE_ID.test(fileId) ? await repo.findFile(db, fileId, thumbnail) : null;
  // The scope check comes first: the store is never asked for an image the caller may not see.
  if (!file || !isSiteInScope(user, { id: file.siteId, companyId: file.companyId })) {
    throw new AppError(404, 'NOT_FOUND');
  }
  const bytes = await readEntryImage(store, file, thumbnail);
  if (!bytes) throw new AppError(404, 'NOT_FOUND');
  return {
    contentType: thumbnail ? 'image/jpeg' : file.contentType,
    bytes,
    companyId: file.companyId,
  };
}
