/** A cheap phone on slow 4G, as the worker's pages are measured: 562 ms round trip, 4x CPU. */
export const SLOW_4G = {
  offline: false,
  latency: 562,
  downloadThroughput: (1.47 * 1024 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
