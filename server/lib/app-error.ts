import type { ErrorCode } from '@shared/errors';

/**
 * The one error a service throws. The error handler turns it into `{ code, message }` with the
 * message in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly details?: Record<string, string>,
    /** Extra top-level fields, e.g. the current status of a 409. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(code);
  }
}

export const notFound = () => new AppError(404, 'NOT_FOUND');
