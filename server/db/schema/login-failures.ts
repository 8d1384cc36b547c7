import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One failed sign-in, counted per username and per address (docs/access.md). Kept in the
 * database rather than in memory so that every instance sees the same count.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['username', 'address', 'address_username'] }).notNull(),
    /** The lower-cased username, the caller's IP address, or both (address, space, username). */
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_key_idx').on(t.kind, t.key, t.failedAt),
    index('login_failures_failed_at_idx').on(t.failedAt),
  ],
);
