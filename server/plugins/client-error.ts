import type { Socket } from 'node:net';
import { DEFAULT_LANGUAGE } from '@shared/i18n/languages';
import type { ErrorCode } from '@shared/errors';
import { errorMessage } from '../i18n/messages';

/** Node's refusals that have a status of their own; any other is a malformed request. */
const REFUSALS: Record<string, { status: number; code: ErrorCode; reason: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    reason: 'Request Header Fields Too Large',
  },
  // The request's head and body did not arrive within REQUEST_TIMEOUT_SECONDS.
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', reason: 'Request Timeout' },
};
const MALFORMED = { status: 400, code: 'BAD_REQUEST', reason: 'Bad Request' } as const;

/**
 * Answers a request Node refused before Fastify saw it (a head too long, a malformed request
 * line, a request that did not arrive in time) in the one error shape, and closes the
 * connection. Nothing of the request is readable, so the default language.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { status, code, reason } = REFUSALS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ code, message: errorMessage(code, DEFAULT_LANGUAGE) });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
