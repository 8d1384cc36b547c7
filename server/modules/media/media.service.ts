import type { SessionUser } from '@shared/schemas/auth.schemas';
import { mediaUrl, type MediaFile, type MediaKind } from '@shared/schemas/media.schemas';
import type { Db } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { randomToken } from '../../lib/crypto';
import { checkMedia } from './media-detect';
import * as repo from './media.repository';

/** A stored name: the uploader's base name, cut short, with the extension its bytes deserve. */
export function storedFileName(original: string, extension: string): string {
  const base = original
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 100);
  return `${base || 'file'}.${extension}`;
}

/**
 * Stores a safety document, safety video or logo after checking its bytes. The id is random
 * (128 bits), because GET /api/media/{id} is public: the worker's form links these files.
 */
export async function uploadMedia(
  db: Db,
  user: SessionUser,
  upload: { kind: MediaKind; fileName: string; bytes: Buffer },
): Promise<MediaFile> {
  const checked = await checkMedia(upload.kind, upload.bytes);
  const id = randomToken(16);
  const fileName = storedFileName(upload.fileName, checked.extension);
  await db.transaction(async (tx) => {
    await repo.insertMedia(tx, {
      id,
      companyId: user.companyId,
      kind: upload.kind,
      fileName,
      contentType: checked.contentType,
      bytes: checked.bytes,
    });
    await writeAudit(tx, {
      companyId: user.companyId,
      actorUserId: user.id,
      action: 'media.upload',
      entityType: 'media_file',
      entityId: id,
      details: { kind: upload.kind, fileName, size: checked.bytes.length },
    });
  });
  return {
    id,
    url: mediaUrl(id),
    kind: upload.kind,
    fileName,
    contentType: checked.contentType,
    size: checked.bytes.length,
  };
}

/** One byte range of a `size`-byte file, from a Range header; null means the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: answer with the whole file, which is always allowed.
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
