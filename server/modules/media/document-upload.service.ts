import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { validationMessage } from '../../i18n/messages';
import { uploadMedia } from './media.service';

/**
 * One document (a PDF or a photo) a staff screen attaches to a record: the single file part of
 * a multipart body whose plugin limits it to one file of MEDIA_MAX_BYTES.document, checked and
 * stored as a company's document. Returns its id, which the record then names.
 */
export async function uploadOneDocument(db: Db, request: FastifyRequest, maxBytes: number) {
  const language = request.language;
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  let part;
  let bytes: Buffer;
  try {
    part = await request.file({ limits: { fileSize: maxBytes } });
    bytes = part ? await part.toBuffer() : Buffer.alloc(0);
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE');
    }
    throw new AppError(400, 'BAD_REQUEST');
  }
  if (!part || bytes.length === 0) {
    throw new AppError(400, 'VALIDATION_FAILED', {
      file: validationMessage('valueRequired', language),
    });
  }
  const file = await uploadMedia(db, request.staff, {
    kind: 'document',
    fileName: part.filename,
    bytes,
  });
  return { id: file.id };
}
