import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * What one instance measured over one sampling interval, for the monitoring screen's history.
 * Every instance writes its own rows; rows older than the longest history shown are pruned.
 */
export const systemSamples = pgTable(
  'system_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which process took it: several instances sample side by side. */
    instanceId: text('instance_id').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    /** The time the counts below cover. */
    intervalSeconds: integer('interval_seconds').notNull(),
    requests: integer('requests').notNull(),
    /** Answers of 500 and above. */
    errors: integer('errors').notNull(),
    /** Null when no request was answered in the interval. */
    p95Ms: real('p95_ms'),
    openSockets: integer('open_sockets').notNull(),
    /** Null when the database could not tell. */
    databaseBytes: bigint('database_bytes', { mode: 'number' }),
    eventLoopLagMs: real('event_loop_lag_ms'),
  },
  (t) => [index('system_samples_taken_at_idx').on(t.takenAt)],
);
