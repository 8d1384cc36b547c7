import type { FastifyRequest } from 'fastify';
import { isLanguage } from '@shared/i18n/languages';
import type { Config } from '../env';
import { assertSafeText } from '../plugins/safe-text';
import { AppError } from './app-error';
import { serverText } from '../i18n/messages';

/** One uploaded file, by the form field it answers (its part is named file_{fieldId}). */
export interface UploadedFile {
  fieldId: string;
  bytes: Buffer;
}

export interface SubmissionParts {
  /** Text parts by name; the first of a repeated name counts. */
  fields: Record<string, string>;
  files: UploadedFile[];
}

type UploadLimits = Config['uploads'];

const FILE_PART = /^file_([A-Za-z][A-Za-z0-9_]{0,63})$/;
/** Text parts hold a few JSON documents; more than this is not a form. */
export const MAX_TEXT_PARTS = 20;
export const MAX_TEXT_PART_BYTES = 512 * 1024;

const megabytes = (bytes: number) => String(Math.round((bytes / (1024 * 1024)) * 10) / 10);

function tooLarge(request: FastifyRequest, key: string, field: string, params = {}) {
  return new AppError(413, 'PAYLOAD_TOO_LARGE', {
    [field]: serverText(key, request.language, params),
  });
}

/** @fastify/multipart's own errors, as our error shape with a text the worker can act on. */
function mapParserError(
  request: FastifyRequest,
  error: unknown,
  limits: UploadLimits,
  fieldId: string | null,
): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(request, 'fileTooLarge', fieldId ?? 'files', {
        maxMb: megabytes(limits.maxFileBytes),
      });
    case 'FST_FILES_LIMIT':
      return tooLarge(request, 'tooManyFiles', 'files', { max: String(limits.maxFiles) });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, 'PAYLOAD_TOO_LARGE');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError(400, 'VALIDATION_FAILED', {
        formData: serverText('formDataInvalid', request.language),
      });
    default:
      // Malformed multipart, a cut connection or a prototype-polluting part name.
      return new AppError(400, 'BAD_REQUEST');
  }
}

/** The busboy limits of a submission, from configuration (the README's configuration table). */
export function multipartLimits(limits: UploadLimits) {
  return {
    fileSize: limits.maxFileBytes,
    files: limits.maxFiles,
    fields: MAX_TEXT_PARTS,
    fieldSize: MAX_TEXT_PART_BYTES,
    parts: limits.maxFiles + MAX_TEXT_PARTS,
  };
}

/**
 * Reads the whole multipart body into memory, enforcing the limits per file, per request and
 * in count. A `language` part switches the language of every later message at once, so the
 * client sends its text parts before its files.
 */
export async function readSubmissionParts(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<SubmissionParts> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  const declared = Number(request.headers['content-length']);
  if (declared > limits.maxRequestBytes) {
    throw tooLarge(request, 'requestTooLarge', 'files', {
      maxMb: megabytes(limits.maxRequestBytes),
    });
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let total = 0;
  let currentFieldId: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError(413, 'PAYLOAD_TOO_LARGE');
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        // The answers' JSON is checked once parsed, so the error names the answer's field.
        if (part.fieldname !== 'formData') {
          assertSafeText(request, { [part.fieldname]: value }, part.fieldname);
        }
        total += value.length;
        if (!(part.fieldname in fields)) {
          fields[part.fieldname] = value;
          // The worker's choice speaks for the rest of the request, its errors included.
          if (part.fieldname === 'language' && isLanguage(value)) request.language = value;
        }
        continue;
      }
      const match = FILE_PART.exec(part.fieldname);
      if (!match) {
        throw new AppError(400, 'VALIDATION_FAILED', {
          [part.fieldname]: serverText('notAFileField', request.language),
        });
      }
      const fieldId = match[1]!;
      currentFieldId = fieldId;
      const bytes = await part.toBuffer();
      // toBuffer throws on a cut file; the flag is checked again so a changed default cannot
      // let a truncated image through as a smaller one.
      if (part.file.truncated) {
        throw mapParserError(request, { code: 'FST_REQ_FILE_TOO_LARGE' }, limits, fieldId);
      }
      currentFieldId = null;
      total += bytes.length;
      if (total > limits.maxRequestBytes) {
        throw tooLarge(request, 'requestTooLarge', 'files', {
          maxMb: megabytes(limits.maxRequestBytes),
        });
      }
      // An empty file input sends an empty part: nothing was chosen.
      if (bytes.length === 0) continue;
      if (files.some((f) => f.fieldId === fieldId)) {
        throw new AppError(400, 'VALIDATION_FAILED', {
          [fieldId]: serverText('oneFilePerField', request.language),
        });
      }
      files.push({ fieldId, bytes });
    }
  } catch (error) {
    throw mapParserError(request, error, limits, currentFieldId);
  }
  return { fields, files };
}
