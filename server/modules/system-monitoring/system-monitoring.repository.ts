import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemSamples } from '../../db/schema';

export type NewSample = typeof systemSamples.$inferInsert;

export async function insertSample(db: Db, sample: NewSample) {
  await db.insert(systemSamples).values(sample);
}

/** Drops the samples older than the longest history shown; returns how many went. */
export async function pruneSamples(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(systemSamples)
    .where(lt(systemSamples.takenAt, before))
    .returning({ id: systemSamples.id });
  return gone.length;
}

/** The database's size on disk, or null where the server will not tell. */
export async function databaseBytes(db: Db): Promise<number | null> {
  // Both drivers answer with an object holding the rows, which the shared type leaves unknown.
  const result = (await db.execute(sql`select pg_database_size(current_database()) as bytes`)) as {
    rows: { bytes: string | number | null }[];
  };
  const bytes = result.rows[0]?.bytes;
  return bytes === null || bytes === undefined ? null : Number(bytes);
}

/**
 * The samples since `from`, in buckets of `bucketSeconds`, the instances added together: a rate
 * divides the requests by the time the bucket's samples covered per instance, so a bucket only
 * half over is not read as a drop; latency and event-loop delay take the worst instance.
 */
export async function sampleBuckets(db: Db, from: Date, bucketSeconds: number) {
  const s = systemSamples;
  // Written into the text, not bound: the select and the group by must be the same expression.
  const seconds = sql.raw(String(Math.trunc(bucketSeconds)));
  const bucket = sql<Date>`to_timestamp(floor(extract(epoch from ${s.takenAt}) / ${seconds}) * ${seconds})`;
  const instances = sql`count(distinct ${s.instanceId})`;
  const rows = await db
    .select({
      at: bucket,
      requestsPerMinute: sql<number>`(sum(${s.requests}) * 60.0 * ${instances}
        / nullif(sum(${s.intervalSeconds}), 0))::float8`,
      errorRate: sql<number | null>`(sum(${s.errors})::float8 / nullif(sum(${s.requests}), 0))`,
      p95Ms: sql<number | null>`max(${s.p95Ms})::float8`,
      openSockets: sql<number>`(sum(${s.openSockets})::float8 * ${instances} / count(*))`,
      databaseBytes: sql<number | null>`max(${s.databaseBytes})::float8`,
      eventLoopLagMs: sql<number | null>`max(${s.eventLoopLagMs})::float8`,
    })
    .from(s)
    .where(sql`${s.takenAt} >= ${from.toISOString()}`)
    .groupBy(bucket)
    .orderBy(bucket);
  return rows;
}

/** The instances that wrote samples since `from`. */
export async function instancesSince(db: Db, from: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: systemSamples.instanceId })
    .from(systemSamples)
    .where(sql`${systemSamples.takenAt} >= ${from.toISOString()}`)
    .orderBy(systemSamples.instanceId);
  return rows.map((r) => r.id);
}
