import type { FastifyRequest } from 'fastify';
import { serverText } from '../i18n/messages';
import { AppError } from './app-error';

const IDEMPOTENCY_KEY = /^[\x21-\x7E]{1,100}$/;

/** The Idempotency-Key header, checked for length and characters; null when absent. */
export function idempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined || header === '') return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new AppError(400, 'VALIDATION_FAILED', {
      idempotencyKey: serverText('idempotencyKeyInvalid', request.language),
    });
  }
  return header;
}
