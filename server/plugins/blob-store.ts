import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BlobStore } from '../lib/blob-store/blob-store';

declare module 'fastify' {
  interface FastifyInstance {
    blobStore: BlobStore;
  }
}

/** Hands the blob store to every route and closes it with the app. */
export const blobStorePlugin = fp(async (app: FastifyInstance, opts: { store: BlobStore }) => {
  app.decorate('blobStore', opts.store);
  app.addHook('onClose', () => opts.store.close());
});
