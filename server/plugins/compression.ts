import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every JSON, HTML or text answer above 1 KB leaves compressed, brotli or gzip as the client
 * accepts: a manager's pending list of a thousand requests is a tenth of its size, which on a
 * site's mobile connection is most of the wait. Small answers go as they are (compressing them
 * costs more than it saves); large ones are compressed as a stream rather than in one piece;
 * images and files the client already has compressed (.br/.gz of the built client) are left
 * alone. Brotli at quality 4 costs about what gzip does for a smaller result.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
});
