import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies } from './companies';
import { entryRequests } from './entry-requests';
import { sites } from './sites';
import { users } from './users';

/**
 * An evacuation roll call: a snapshot of who was on a site when it started, so people who leave
 * or arrive afterwards change nobody's count while the site is being emptied.
 */
export const rollCalls = pgTable(
  'roll_calls',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    startedBy: integer('started_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('roll_calls_site_created_idx').on(t.siteId, t.createdAt)],
);

/** One person of the snapshot; the worker's details are copied so the paper list never changes. */
export const rollCallEntries = pgTable(
  'roll_call_entries',
  {
    id: serial('id').primaryKey(),
    rollCallId: integer('roll_call_id')
      .notNull()
      .references(() => rollCalls.id, { onDelete: 'cascade' }),
    entryRequestId: text('entry_request_id')
      .notNull()
      .references(() => entryRequests.id),
    requestNumber: integer('request_number').notNull(),
    workerFirstName: text('worker_first_name').notNull(),
    workerLastName: text('worker_last_name').notNull(),
    workerPhone: text('worker_phone').notNull(),
    workerCompany: text('worker_company').notNull(),
    isSafe: boolean('is_safe').notNull().default(false),
    markedBy: integer('marked_by').references(() => users.id),
    markedAt: timestamp('marked_at', { withTimezone: true }),
  },
  (t) => [index('roll_call_entries_roll_call_idx').on(t.rollCallId)],
);
