import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sha256 } from '../lib/crypto';
import { sendError } from './error-handler';

/** Compares in constant time, on hashes so that the lengths do not differ either. */
function isBearer(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(Buffer.from(sha256(given)), Buffer.from(sha256(token)));
}

export interface Metrics {
  registry: Registry;
  wsConnections: Gauge<'audience'>;
  submissions: Counter<'outcome'>;
  decisions: Counter<'status'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * Prometheus figures on /metrics. A registry per app, not the global
 * one, so that several apps in one test process do not share counters.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  // Default metrics include event-loop lag (nodejs_eventloop_lag_*), memory and handles.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const metrics: Metrics = {
    registry,
    wsConnections: new Gauge({
      name: 'websocket_connections',
      help: 'Open WebSocket connections by audience',
      labelNames: ['audience'] as const,
      registers: [registry],
    }),
    submissions: new Counter({
      name: 'entry_request_submissions_total',
      help: 'Entry request submissions by outcome',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    decisions: new Counter({
      name: 'entry_request_decisions_total',
      help: 'Entry request status changes by new status',
      labelNames: ['status'] as const,
      registers: [registry],
    }),
  };
  app.decorate('metrics', metrics);

  // One child per series, found by a plain string key: prom-client otherwise hashes the label
  // object on every observation, a cost bench/healthz.bench.ts sees on each request.
  const series = new Map<string, Histogram.Internal<'method' | 'route' | 'status'>>();
  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched paths share one label so that scanners cannot blow up the series count.
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = series.get(key);
    if (!child) {
      child = latency.labels(request.method, route, String(reply.statusCode));
      series.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });

  // The figures tell an outsider the traffic and the routes: only a scraper with the token reads
  // them, and without METRICS_TOKEN nobody does.
  const token = app.config.metricsToken;
  app.get('/metrics', { config: { public: true } }, async (request, reply) => {
    if (!token || !isBearer(request.headers.authorization, token)) {
      return sendError(request, reply, 404, 'ROUTE_NOT_FOUND');
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
});
