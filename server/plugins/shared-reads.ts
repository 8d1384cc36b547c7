import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SharedReads } from '../lib/shared-reads';

declare module 'fastify' {
  interface FastifyInstance {
    sharedReads: SharedReads;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One SharedReads per instance. Each write this instance answered counts as a change at once;
 * writes of other instances count when their NOTIFY arrives (realtime.plugin.ts).
 */
export const sharedReadsPlugin = fp(async (app: FastifyInstance) => {
  const reads = new SharedReads();
  app.decorate('sharedReads', reads);
  app.addHook('onResponse', (request, _reply, done) => {
    if (!READ_METHODS.has(request.method)) reads.changed();
    done();
  });
});
