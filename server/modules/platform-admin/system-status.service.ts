import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { SystemStatus } from '@shared/schemas/platform-admin';
import { platformRequestCounts } from './platform-admin.repository';

const VERSION = (
  JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** The first value of a metric already in the app's registry. */
async function metricValue(registry: Registry, name: string): Promise<number | null> {
  const metric = registry.getSingleMetric(name);
  if (!metric) return null;
  const { values } = await metric.get();
  return values[0]?.value ?? null;
}

/** Times the same ping /readyz makes; a database that does not answer is reported, not thrown. */
async function pingDatabase(app: FastifyInstance) {
  const started = performance.now();
  try {
    await app.database.ping();
    return { isReachable: true, pingMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    app.log.warn({ err: error }, 'database ping failed on the system screen');
    return { isReachable: false, pingMs: null };
  }
}

/**
 * The system screen's figures, read from what the server already keeps: the /metrics registry
 * (event-loop lag, WebSocket connections per audience), the readiness ping and the
 * request table. Nothing here is measured a second time.
 */
export async function systemStatus(app: FastifyInstance, now = new Date()): Promise<SystemStatus> {
  const { registry, wsConnections } = app.metrics;
  const database = await pingDatabase(app);
  const requests = database.isReachable ? await platformRequestCounts(app.database.db, now) : null;
  const [sockets, lagSeconds] = await Promise.all([
    wsConnections.get(),
    metricValue(registry, 'nodejs_eventloop_lag_seconds'),
  ]);
  const uptimeSeconds = process.uptime();
  return {
    version: VERSION,
    nodeVersion: process.version,
    startedAt: new Date(now.getTime() - uptimeSeconds * 1000).toISOString(),
    uptimeSeconds: Math.round(uptimeSeconds),
    database: { kind: app.database.kind, ...database },
    websocketConnections: sockets.values.map((v) => ({
      audience: String(v.labels.audience),
      count: v.value,
    })),
    requests,
    eventLoopLagMs: lagSeconds === null ? null : Math.round(lagSeconds * 10_000) / 10,
  };
}
