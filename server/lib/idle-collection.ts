import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

/** How often the thread looks whether it is idle and holds garbage worth a collection. */
const CHECK_EVERY_MS = 1_000;
/** The share of the last check's interval the thread may have been busy and still be idle. */
const IDLE_UTILIZATION = 0.05;
/** Growth of V8's heap and of the buffers outside it since the low point that calls for one. */
const GROWTH_BYTES = 4 * 1024 * 1024;

/** V8's heap as committed, with what its objects hold outside it (Buffers among it). */
function heldBytes() {
  const { heapTotal, external } = process.memoryUsage();
  return heapTotal + external;
}

/** V8's full collection, which Node only hands out when its flag is set before a context asks. */
function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

interface IdleCollectionOptions {
  everyMs?: number;
  growthBytes?: number;
}

/**
 * Collects this thread's garbage fully once it has gone idle after its heap grew. V8 collects
 * when a thread allocates, so what a rush leaves (uploads' buffers, promoted request objects)
 * was held for as long as the app stayed quiet, where a collection costs nobody a wait.
 * Returns the stop; the timer does not keep the thread alive.
 */
export function collectWhenIdle({
  everyMs = CHECK_EVERY_MS,
  growthBytes = GROWTH_BYTES,
}: IdleCollectionOptions = {}): () => void {
  const collect = fullCollection();
  let lowest = heldBytes();
  let lastUtilization = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const utilization = performance.eventLoopUtilization(lastUtilization);
    lastUtilization = performance.eventLoopUtilization();
    const held = heldBytes();
    lowest = Math.min(lowest, held);
    if (utilization.utilization > IDLE_UTILIZATION || held - lowest < growthBytes) return;
    // The first collection finalises what it finds dead (a Buffer's memory among it); the
    // second frees that and gives V8's emptied pages back: 10 to 15 MB more after a rush.
    collect();
    collect();
    lowest = heldBytes();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
