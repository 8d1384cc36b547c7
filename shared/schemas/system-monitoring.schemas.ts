import { z } from 'zod';

/** The spans the monitoring screen charts: the last day and the last thirty days. */
export const HISTORY_RANGES = ['24h', '30d'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

export const SystemHistoryQuerySchema = z.object({
  range: z.enum(HISTORY_RANGES, { message: 'validation.historyRange' }).default('24h'),
});

/** One time bucket of the samples every instance wrote, the instances added together. */
export const SystemHistoryPointSchema = z.object({
  /** The bucket's start. */
  at: z.string(),
  requestsPerMinute: z.number(),
  /** Answers of 500 and above as a share of all answers; null without requests. */
  errorRate: z.number().nullable(),
  /** The slowest instance's 95th-percentile latency; null without requests. */
  p95Ms: z.number().nullable(),
  /** Open WebSocket connections of all instances. */
  openSockets: z.number(),
  databaseBytes: z.number().nullable(),
  /** The worst instance's 99th-percentile event-loop delay. */
  eventLoopLagMs: z.number().nullable(),
});
export type SystemHistoryPoint = z.infer<typeof SystemHistoryPointSchema>;

export const SystemHistorySchema = z.object({
  range: z.enum(HISTORY_RANGES),
  bucketSeconds: z.number().int(),
  /** The instances that wrote samples in the range. */
  instances: z.array(z.string()),
  points: z.array(SystemHistoryPointSchema),
});
export type SystemHistory = z.infer<typeof SystemHistorySchema>;
