import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@shared/errors';
import { issueKey } from '@shared/validation/issue-key';
import { AppError } from '../lib/app-error';
import { BlobStoreUnavailable } from '../lib/blob-store/blob-store';
import { isDatabaseUnavailable, isValueOutOfRange } from '../lib/db-errors';
import { errorMessage, validationMessage } from '../i18n/messages';

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  details?: Record<string, string>,
  extra?: Record<string, unknown>,
) {
  const body: ApiError & Record<string, unknown> = {
    ...extra,
    code,
    message: errorMessage(code, request.language),
    ...(details ? { details } : {}),
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** A database restart or failover takes seconds; the caller's retry should not come sooner. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * A full disk is freed by an operator, which takes minutes; a store that stopped answering
 * often comes back sooner.
 */
const STORAGE_RETRY_AFTER_SECONDS = { full: 300, unanswered: 30 } as const;

/** Fastify's own error codes that are the caller's fault, mapped onto ours. */
function codeForFastifyError(error: FastifyError): { status: number; code: ErrorCode } | null {
  const status = error.statusCode ?? 500;
  if (
    status === 413 ||
    error.code === 'FST_REQ_FILE_TOO_LARGE' ||
    error.code === 'FST_PARTS_LIMIT' ||
    error.code === 'FST_FILES_LIMIT' ||
    error.code === 'FST_FIELDS_LIMIT'
  ) {
    return { status: 413, code: 'PAYLOAD_TOO_LARGE' };
  }
  if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' };
  }
  if (status === 429) return { status: 429, code: 'TOO_MANY_REQUESTS' };
  if (status >= 400 && status < 500) return { status, code: 'BAD_REQUEST' };
  return null;
}

/** One error shape everywhere: `{ code, message }` at the top level. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.statusCode, error.code, error.details, error.extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const language = request.language;
      const details = Object.fromEntries(
        error.validation.map((issue) => [
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext,
          validationMessage(
            issueKey({ ...issue.params, code: issue.keyword, message: issue.message }),
            language,
          ),
        ]),
      );
      return sendError(request, reply, 400, 'VALIDATION_FAILED', details);
    }
    const mapped = codeForFastifyError(error);
    if (mapped) {
      if (mapped.status === 429 && !reply.hasHeader('retry-after'))
        reply.header('retry-after', '60');
      return sendError(request, reply, mapped.status, mapped.code);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(request, reply, 503, 'SERVICE_UNAVAILABLE');
    }
    if (error instanceof BlobStoreUnavailable) {
      request.log.warn({ err: error }, 'blob store unavailable');
      reply.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS[error.reason]));
      return sendError(
        request,
        reply,
        503,
        error.reason === 'full' ? 'STORAGE_FULL' : 'STORAGE_UNAVAILABLE',
      );
    }
    if (isValueOutOfRange(error)) {
      request.log.warn({ err: error }, 'value out of range for the database');
      return sendError(request, reply, 400, 'BAD_REQUEST');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'INTERNAL');
  });
});
