import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { intervalFigures, readRequestTotals, type RequestTotals } from './request-totals';
import * as repo from './system-monitoring.repository';

/** Every instance writes one sample this often. */
export const SAMPLE_EVERY_MS = 60_000;
/** The longest history the screen shows; older samples are pruned. */
export const KEEP_SAMPLES_MS = 30 * 86_400_000;

const EVENT_LOOP_LAG = 'nodejs_eventloop_lag_seconds';
const EVENT_LOOP_LAG_P99 = 'nodejs_eventloop_lag_p99_seconds';

/** This process among the instances: its host and process id, readable in the screen's list. */
export const defaultInstanceId = () => `${hostname()}:${process.pid}`;

/**
 * The 99th-percentile event-loop delay since the previous reading: prom-client sets its
 * percentiles and restarts its delay histogram whenever the lag metric is collected.
 */
async function eventLoopLagMs(app: FastifyInstance): Promise<number | null> {
  const { registry } = app.metrics;
  const lag = registry.getSingleMetric(EVENT_LOOP_LAG);
  const p99 = registry.getSingleMetric(EVENT_LOOP_LAG_P99);
  if (!lag || !p99) return null;
  await lag.get();
  const value = (await p99.get()).values[0]?.value;
  return value === undefined ? null : Math.round(value * 10_000) / 10;
}

async function openSockets(app: FastifyInstance): Promise<number> {
  const { values } = await app.metrics.wsConnections.get();
  return values.reduce((sum, v) => sum + v.value, 0);
}

export interface Sampler {
  instanceId: string;
  /** The request totals at the previous sample, and when it was taken. */
  last: { totals: RequestTotals; at: Date };
}

/** Starts counting from now: the first sample covers the time from here to it. */
export async function startSampler(app: FastifyInstance, instanceId: string, now = new Date()) {
  const totals = await readRequestTotals(app.metrics.registry);
  await eventLoopLagMs(app);
  return { instanceId, last: { totals, at: now } } satisfies Sampler;
}

/** Writes what happened since the previous sample and prunes what has aged out. */
export async function takeSample(app: FastifyInstance, sampler: Sampler, now = new Date()) {
  const db = app.database.db;
  const totals = await readRequestTotals(app.metrics.registry);
  const figures = intervalFigures(sampler.last.totals, totals);
  const intervalSeconds = Math.max(
    1,
    Math.round((now.getTime() - sampler.last.at.getTime()) / 1000),
  );
  await repo.insertSample(db, {
    instanceId: sampler.instanceId,
    takenAt: now,
    intervalSeconds,
    ...figures,
    openSockets: await openSockets(app),
    databaseBytes: await repo.databaseBytes(db),
    eventLoopLagMs: await eventLoopLagMs(app),
  });
  sampler.last = { totals, at: now };
  await repo.pruneSamples(db, new Date(now.getTime() - KEEP_SAMPLES_MS));
}

/**
 * Samples every SAMPLE_EVERY_MS in this process until the server closes. Each instance writes
 * its own rows; a failed sample is logged and the next one covers its time.
 */
export async function startSystemSampling(
  app: FastifyInstance,
  instanceId = defaultInstanceId(),
): Promise<() => void> {
  const sampler = await startSampler(app, instanceId);
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => takeSample(app, sampler))
      .catch((err: unknown) => app.log.error({ err }, 'writing a system sample failed'));
  }, SAMPLE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
