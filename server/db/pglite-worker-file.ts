/**
 * Where the embedded database's thread starts. From source it is the TypeScript file beside
 * this one; the compiled server (scripts/build-server.mjs) builds it into its own file next to
 * the bundle and points this module there.
 */
export const PGLITE_WORKER_FILE = new URL('./pglite-worker.ts', import.meta.url);
