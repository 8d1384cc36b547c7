import os from 'node:os';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  latencyMs: { p50: number; p97_5: number; p99: number };
}

export interface Target {
  label: string;
  url: string;
}

export interface CompareOptions {
  /** Seconds measured on each side in all; BENCH_DURATION overrides the default of 10. */
  duration?: number;
  connections?: number;
  /** The duration is split into this many alternating rounds. */
  rounds?: number;
  /** Seconds of load on each side before measuring, so both are measured after JIT warm-up. */
  warmup?: number;
}

async function fire(url: string, connections: number, duration: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration });
  // errors counts timeouts too.
  const failed = result.errors + result.non2xx;
  if (failed > 0) {
    throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed under load`);
  }
  return {
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianResult(results: LoadResult[]): LoadResult {
  const of = (pick: (result: LoadResult) => number) => median(results.map(pick));
  return {
    requestsPerSecond: of((r) => r.requestsPerSecond),
    latencyMs: {
      p50: of((r) => r.latencyMs.p50),
      p97_5: of((r) => r.latencyMs.p97_5),
      p99: of((r) => r.latencyMs.p99),
    },
  };
}

/**
 * GETs both URLs with autocannon from this process in alternating rounds and returns each
 * side's median round. A shared or throttled machine drifts within seconds; alternating (in
 * swapped order every round) spreads that drift over both sides instead of one.
 */
export async function compareHttp(
  subject: Target,
  baseline: Target,
  {
    duration = Number(process.env.BENCH_DURATION ?? 10),
    connections = 50,
    rounds = 5,
    warmup = 2,
  }: CompareOptions = {},
): Promise<{ subject: LoadResult; baseline: LoadResult }> {
  const perRound = Math.max(1, Math.round(duration / rounds));
  console.log(
    `  ${subject.label} against ${baseline.label}: ${rounds} rounds of ${perRound} s each, ` +
      `${connections} connections, after ${warmup} s warm-up`,
  );
  if (warmup > 0) {
    await fire(baseline.url, connections, warmup);
    await fire(subject.url, connections, warmup);
  }
  const measured = { subject: [] as LoadResult[], baseline: [] as LoadResult[] };
  for (let round = 0; round < rounds; round++) {
    const order =
      round % 2 ? (['subject', 'baseline'] as const) : (['baseline', 'subject'] as const);
    for (const side of order) {
      const target = side === 'subject' ? subject : baseline;
      measured[side].push(await fire(target.url, connections, perRound));
    }
  }
  const medians = {
    subject: medianResult(measured.subject),
    baseline: medianResult(measured.baseline),
  };
  console.log(
    `  median round: ${subject.label} ${Math.round(medians.subject.requestsPerSecond)} req/s, ` +
      `${baseline.label} ${Math.round(medians.baseline.requestsPerSecond)} req/s ` +
      `(load ${os.loadavg()[0]!.toFixed(1)})`,
  );
  return medians;
}
