import type { SessionUser } from '../../../shared/schemas/auth.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isSiteInScope } from '../../lib/scope';
import * as repo from './files.repository';

const FILE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * An uploaded image for staff whose scope holds its request (docs/uploads.md); to anyone
 * else it does not exist. Thumbnails are always JPEG.
 */
export async function getFile(
  db: Db,
  user: SessionUser,
  fileId: string,
  thumbnail: boolean,
): Promise<{ contentType: string; bytes: Buffer }> {
  const file = FILE_ID.test(fileId) ? await repo.findFile(db, fileId, thumbnail) : null;
  if (!file || !isSiteInScope(user, { id: file.siteId, companyId: file.companyId })) {
    throw new AppError(404, 'NOT_FOUND');
  }
  return { contentType: thumbnail ? 'image/jpeg' : file.contentType, bytes: file.bytes };
}
