import { fileURLToPath } from 'node:url';
import type { Figure } from './lib/figures';
import { compareHttp, type LoadResult } from './lib/load';
import { startServerProcess } from './lib/server-process';

export const name = 'healthz';

const serverScript = (file: string) => fileURLToPath(new URL(`./servers/${file}`, import.meta.url));

/**
 * GET /healthz through every plugin and hook of the app, logging as it does by default, against
 * the same route on a bare Fastify: the cost our plugins (helmet, session, metrics, error
 * handler, the request log) add to each request.
 */
export async function run(): Promise<Figure[]> {
  const [app, bare] = await Promise.all([
    startServerProcess(serverScript('app.ts')),
    startServerProcess(serverScript('bare-fastify.ts')),
  ]);
  try {
    const measured = await compareHttp(
      { label: 'app', url: `${app.url}/healthz` },
      { label: 'bare Fastify', url: `${bare.url}/healthz` },
      // Rounds of 2 s gave ratios from 0.67 to 0.87 in five runs of the same code on a 2-core
      // machine; rounds of 6 s gave 0.88 and 0.89.
      { duration: Number(process.env.BENCH_DURATION ?? 30) },
    );
    const baselineName = 'bare Fastify';
    const latency = (percentile: keyof LoadResult['latencyMs'], title: string): Figure => ({
      name: `GET /healthz latency ${title}`,
      unit: 'ms',
      value: measured.subject.latencyMs[percentile],
      baseline: measured.baseline.latencyMs[percentile],
      baselineName,
    });
    return [
      {
        name: 'GET /healthz throughput',
        unit: 'req/s',
        value: measured.subject.requestsPerSecond,
        baseline: measured.baseline.requestsPerSecond,
        baselineName,
        goal: { atLeast: 0.8 },
      },
      latency('p50', 'p50'),
      latency('p97_5', 'p97.5'),
      latency('p99', 'p99'),
    ];
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
  }
}
