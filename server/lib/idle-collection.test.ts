import { constants, PerformanceObserver } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle } from './idle-collection';

const MB = 1024 * 1024;
const CHECK_EVERY_MS = 100;
const cleanups: (() => void)[] = [];

function waitMs(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// The files of a worker share its thread: what the ones before left is collected first, and its
// buffers' release (swept in the background) awaited, so that it cannot hide a test's growth.
beforeEach(async () => {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
  await waitMs(500);
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The forced collections from now on: V8's own ones are not flagged so. */
function forcedCollections(): number[] {
  const forced: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { flags } = (entry as unknown as { detail: { flags: number } }).detail;
      if (flags & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED) forced.push(entry.startTime);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  cleanups.push(() => observer.disconnect());
  return forced;
}

/** Keeps this thread busy for `ms`, yielding between slices as a server between requests. */
async function busyFor(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const slice = Date.now() + 20;
    while (Date.now() < slice);
    await nextTurn();
  }
}

describe('collectWhenIdle', () => {
  it('collects once the thread is idle after its heap grew, not while it works', async () => {
    const forced = forcedCollections();
    cleanups.push(collectWhenIdle({ everyMs: CHECK_EVERY_MS, growthBytes: 16 * MB }));
    const burst = Array.from({ length: 48 }, () => Buffer.alloc(MB, 1));
    await busyFor(5 * CHECK_EVERY_MS);
    expect(forced).toEqual([]);
    const held = process.memoryUsage().arrayBuffers;
    burst.length = 0;
    await vi.waitFor(() => expect(forced.length).toBeGreaterThan(0), { timeout: 5_000 });
    expect(process.memoryUsage().arrayBuffers).toBeLessThan(held - 32 * MB);
  });

  it('leaves an idle thread alone when its heap has not grown', async () => {
    const forced = forcedCollections();
    cleanups.push(collectWhenIdle({ everyMs: CHECK_EVERY_MS, growthBytes: 16 * MB }));
    await waitMs(5 * CHECK_EVERY_MS);
    expect(forced).toEqual([]);
  });
});
