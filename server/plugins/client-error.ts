import type { Socket } from 'node:net';
import { DEFAULT_LANGUAGE } from '@shared/i18n/languages';
import type { ErrorCode } from '@shared/errors';
import { errorMessage } from '../i18n/messages';

/**
 * Answers a request Node refused before Fastify saw it (a head too long, a malformed request
 * line) in the one error shape. Nothing of the request is readable, so the default language.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return;
  const isHeadTooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = isHeadTooLarge ? 431 : 400;
  const code: ErrorCode = isHeadTooLarge ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST';
  const body = JSON.stringify({ code, message: errorMessage(code, DEFAULT_LANGUAGE) });
  const reason = isHeadTooLarge ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
