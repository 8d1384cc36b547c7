import v8 from 'node:v8';
import vm from 'node:vm';
import type { ServerProcess } from './server-process';

const PROBE_TIMEOUT_MS = 10_000;

/** A server's memory after a full garbage collection, in bytes, plus what the server adds. */
export interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  extra: Record<string, number>;
}

interface ProbeRequest {
  type: 'memory-probe';
}

function fullGc(): () => void {
  // The flag must be set before the function is looked up; a fresh context then exposes gc.
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/**
 * Server side: answers the parent's probeMemory() over IPC. Collects garbage twice first, so the
 * figure is what is held, not what happens to be waiting for collection.
 */
export function answerMemoryProbes(extra: () => Record<string, number> = () => ({})) {
  const gc = fullGc();
  process.on('message', (message: Partial<ProbeRequest>) => {
    if (message.type !== 'memory-probe') return;
    gc();
    gc();
    const usage = process.memoryUsage();
    const sample: MemorySample = {
      rss: usage.rss,
      heapUsed: usage.heapUsed,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
      extra: extra(),
    };
    process.send?.({ type: 'memory-sample', sample });
  });
}

/** Parent side: the memory of a server started with answerMemoryProbes(). */
export function probeMemory(server: ServerProcess): Promise<MemorySample> {
  const { child } = server;
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type?: string; sample?: MemorySample }) => {
      if (message.type !== 'memory-sample' || !message.sample) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message.sample);
    };
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`No memory sample from the server within ${PROBE_TIMEOUT_MS / 1000} s`));
    }, PROBE_TIMEOUT_MS);
    child.on('message', onMessage);
    child.send({ type: 'memory-probe' } satisfies ProbeRequest);
  });
}
