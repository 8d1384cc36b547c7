/*
 * glibc's malloc settings and V8's young generation the server's process starts with unless its
 * environment sets them (docs/decisions/085, 088, 089). Both are read once, as the process starts, so
 * `npm start` runs the server in a process of its own when one of them is missing
 * (scripts/start.mjs); the benchmarks start the compiled server with the same environment
 * (bench/lib/operator-server.ts).
 */
const MALLOC_DEFAULTS = {
  // glibc gives each thread that allocates at once an arena of its own, up to eight per core,
  // and keeps what each arena once held: the database's thread, libuv's pool and libvips' workers
  // left about 100 MB in them. One arena holds 5 to 10 MB less after a rush than two, at no cost
  // in throughput that the 2-core machine the app is sized for shows (docs/decisions/089).
  MALLOC_ARENA_MAX: '1',
  // Blocks from 128 KiB up (an upload's buffers, a photo's bytes) are mapped on their own and
  // unmapped when freed, and a heap's free top goes back from 128 KiB: glibc's own thresholds
  // grow with the largest block freed, so after a rush it kept them in its heaps.
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/*
 * Each thread's young generation (the server's and the embedded database's, which takes the
 * process's flags) grew to two semi-spaces of 16 MB in a rush and kept them, 64 MB in all; 2 MB
 * each collect a little more often and hold 8 MB.
 */
const SEMI_SPACE_FLAG = '--max-semi-space-size';
const SEMI_SPACE_DEFAULT = `${SEMI_SPACE_FLAG}=2`;

function setsSemiSpace(env) {
  return (env.NODE_OPTIONS ?? '').includes(SEMI_SPACE_FLAG);
}

/** `env` with the malloc settings and the young generation's size it does not set. */
export function serverEnv(env = process.env) {
  const nodeOptions = setsSemiSpace(env)
    ? env.NODE_OPTIONS
    : [env.NODE_OPTIONS, SEMI_SPACE_DEFAULT].filter(Boolean).join(' ');
  return { ...MALLOC_DEFAULTS, ...env, NODE_OPTIONS: nodeOptions };
}

/** Whether `env` lacks one of these settings, which only a new process can take. */
export function lacksStartSettings(env = process.env) {
  const lacksMalloc = Object.keys(MALLOC_DEFAULTS).some((name) => env[name] === undefined);
  return lacksMalloc || !setsSemiSpace(env);
}
