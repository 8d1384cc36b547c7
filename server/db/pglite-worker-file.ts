/**
 * Where the embedded database's thread starts. From source it is the TypeScript file beside
 * this one; the compiled server (scripts/build-server.mjs) builds it into its own file next to
 * the bundle and points this module there.
 */
export const PGLITE_WORKER_FILE = new URL('./pglite-worker.ts', import.meta.url);

/**
 * The migrated cluster a first start copies into an empty data folder
 * (scripts/pglite-template.ts): the compiled server's build writes this folder beside the
 * bundle; from source there is none, and a first start creates and migrates a cluster.
 */
export const PGLITE_TEMPLATE_DIR: URL | null = null;
