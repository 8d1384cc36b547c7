import type { HistoryRange, SystemHistory } from '@shared/schemas/system-monitoring.schemas';
import type { Db } from '../../db/client';
import * as repo from './system-monitoring.repository';

/** How far back each range reaches and how coarse its points are: a few hundred per chart. */
const RANGES: Record<HistoryRange, { spanMs: number; bucketSeconds: number }> = {
  '24h': { spanMs: 86_400_000, bucketSeconds: 300 },
  '30d': { spanMs: 30 * 86_400_000, bucketSeconds: 3_600 },
};

const round = (value: number | null, places = 1) =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places;

export async function systemHistory(
  db: Db,
  range: HistoryRange,
  now = new Date(),
): Promise<SystemHistory> {
  const { spanMs, bucketSeconds } = RANGES[range];
  const from = new Date(now.getTime() - spanMs);
  const [rows, instances] = await Promise.all([
    repo.sampleBuckets(db, from, bucketSeconds),
    repo.instancesSince(db, from),
  ]);
  return {
    range,
    bucketSeconds,
    instances,
    points: rows.map((row) => ({
      at: new Date(row.at).toISOString(),
      requestsPerMinute: round(Number(row.requestsPerMinute ?? 0)) ?? 0,
      errorRate: round(row.errorRate === null ? null : Number(row.errorRate), 4),
      p95Ms: round(row.p95Ms === null ? null : Number(row.p95Ms)),
      openSockets: round(Number(row.openSockets)) ?? 0,
      databaseBytes: row.databaseBytes === null ? null : Number(row.databaseBytes),
      eventLoopLagMs: round(row.eventLoopLagMs === null ? null : Number(row.eventLoopLagMs)),
    })),
  };
}
