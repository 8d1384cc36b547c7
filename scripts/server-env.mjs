/*
 * glibc's malloc settings the server's process starts with unless its environment sets them
 * (docs/decisions/085). glibc reads them once, as the process starts, so `npm start` runs the
 * server in a process of its own when one of them is missing (scripts/start.mjs); the
 * benchmarks start the compiled server with the same environment (bench/lib/operator-server.ts).
 */
const MALLOC_DEFAULTS = {
  // glibc gives each thread that allocates at once an arena of its own, up to eight per core,
  // and keeps what each arena once held: the database's thread, libuv's pool and libvips' workers
  // left about 100 MB in them. Two arenas suit the 2-core machine the app is sized for.
  MALLOC_ARENA_MAX: '2',
  // Blocks from 128 KiB up (an upload's buffers, a photo's bytes) are mapped on their own and
  // unmapped when freed, and a heap's free top goes back from 128 KiB: glibc's own thresholds
  // grow with the largest block freed, so after a rush it kept them in its heaps.
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/** `env` with the malloc settings it does not set. */
export function serverEnv(env = process.env) {
  return { ...MALLOC_DEFAULTS, ...env };
}

/** Whether `env` lacks one of the malloc settings, which only a new process can take. */
export function lacksMallocSettings(env = process.env) {
  return Object.keys(MALLOC_DEFAULTS).some((name) => env[name] === undefined);
}
