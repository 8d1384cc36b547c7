import type { Registry } from 'prom-client';

/** The request histogram of the metrics plugin, read here rather than measured a second time. */
const LATENCY = 'http_request_duration_seconds';

/** Everything the request histogram has counted since the process started, over all routes. */
export interface RequestTotals {
  requests: number;
  /** Answers of 500 and above. */
  errors: number;
  /** Upper bound in seconds and the cumulative count of requests at or under it, ascending. */
  buckets: [number, number][];
}

export async function readRequestTotals(registry: Registry): Promise<RequestTotals> {
  const metric = registry.getSingleMetric(LATENCY);
  const totals: RequestTotals = { requests: 0, errors: 0, buckets: [] };
  if (!metric) return totals;
  const byBound = new Map<number, number>();
  // A histogram's values name their series: _bucket, _sum and _count.
  const { values } = (await metric.get()) as {
    values: {
      metricName?: string;
      labels: Record<string, string | number | undefined>;
      value: number;
    }[];
  };
  for (const { metricName, labels, value } of values) {
    if (metricName === `${LATENCY}_count`) {
      totals.requests += value;
      if (Number(labels.status) >= 500) totals.errors += value;
    } else if (metricName === `${LATENCY}_bucket`) {
      const bound = labels.le === '+Inf' ? Infinity : Number(labels.le);
      byBound.set(bound, (byBound.get(bound) ?? 0) + value);
    }
  }
  totals.buckets = [...byBound].sort(([a], [b]) => a - b);
  return totals;
}

/**
 * The requests between two readings and their 95th percentile in milliseconds, interpolated
 * inside the bucket that holds it as Prometheus' histogram_quantile does; a percentile past the
 * last finite bound is that bound. Null when no request came.
 */
export function intervalFigures(before: RequestTotals, after: RequestTotals) {
  const requests = after.requests - before.requests;
  const errors = after.errors - before.errors;
  if (requests <= 0) return { requests: 0, errors: 0, p95Ms: null };
  const earlier = new Map(before.buckets);
  const target = requests * 0.95;
  let lowerBound = 0;
  let lowerCount = 0;
  let p95Seconds = 0;
  for (const [bound, cumulative] of after.buckets) {
    const count = cumulative - (earlier.get(bound) ?? 0);
    if (count >= target) {
      p95Seconds =
        bound === Infinity
          ? lowerBound
          : lowerBound + ((bound - lowerBound) * (target - lowerCount)) / (count - lowerCount);
      break;
    }
    lowerBound = bound;
    lowerCount = count;
  }
  return { requests, errors, p95Ms: Math.round(p95Seconds * 10_000) / 10 };
}
