import type { SystemHistoryPoint } from '@shared/schemas/system-monitoring.schemas';

/** The figures the screen charts, each a field of a history point. */
export const CHARTED = [
  'requestsPerMinute',
  'errorRate',
  'p95Ms',
  'openSockets',
  'databaseBytes',
  'eventLoopLagMs',
] as const;
export type Charted = (typeof CHARTED)[number];

/** One chart's data as uPlot takes it: seconds since the epoch, and the values (null: a gap). */
export type ChartData = [number[], (number | null)[]];

export function chartData(points: readonly SystemHistoryPoint[], figure: Charted): ChartData {
  return [points.map((p) => Date.parse(p.at) / 1000), points.map((p) => p[figure])];
}

/** The last value measured and the highest, for the text beside each chart. */
export function latestAndPeak(values: readonly (number | null)[]) {
  const measured = values.filter((v): v is number => v !== null);
  return {
    latest: measured.at(-1) ?? null,
    peak: measured.length ? Math.max(...measured) : null,
  };
}
