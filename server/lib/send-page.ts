import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { DOCUMENT_HEADERS } from '../plugins/security-headers';

/** Sends a page rendered from its components (see sendDocument). */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: VNode, status = 200) {
  return sendDocument(request, reply, `<!doctype html>${renderToString(page)}`, status);
}

/**
 * Sends an HTML document made on the server: compressed for the browser when it can read
 * brotli or gzip (the built client's files are precompressed; these are made per request), and
 * never cached, since the owner's edits must show at once.
 */
export function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  status = 200,
) {
  reply
    .status(status)
    .headers(DOCUMENT_HEADERS)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  return sendCompressed(request, reply, html);
}

/** A text body, brotli or gzip when the browser accepts it. */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
    return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(body, { params }));
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(body));
  }
  return reply.send(body);
}
