import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  ADMITTED_STATUS,
  INITIAL_STATUS,
  OPEN_STATUSES,
  REQUEST_STATUSES,
} from '@shared/entry-request/lifecycle';
import { DECISION_CHANNELS } from '@shared/entry-request/decision-channels';
import { sqlLiterals } from '../sql-literals';
import { bytea, createdAt } from './columns';
import { companies } from './companies';
import { sites } from './sites';
import { users } from './users';
import { phoneDigits, workerNames } from './worker-search';

export const entryRequests = pgTable(
  'entry_requests',
  {
    /** 128 random bits, URL-safe: holding it is what lets a worker read the request. */
    id: text('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** Short, sequential per company, shown on screens and prints. */
    requestNumber: integer('request_number').notNull(),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default(INITIAL_STATUS),
    rejectionReason: text('rejection_reason'),
    /** 0 is the built-in default form; otherwise entry_forms.version of this site. */
    formVersion: integer('form_version').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    language: text('language').notNull(),
    workerFirstName: text('worker_first_name').notNull().default(''),
    workerLastName: text('worker_last_name').notNull().default(''),
    workerPhone: text('worker_phone').notNull().default(''),
    workerCompany: text('worker_company').notNull().default(''),
    workStartDate: date('work_start_date', { mode: 'string' }),
    scaffoldingNumber: text('scaffolding_number'),
    platformNumber: text('platform_number'),
    exitTime: timestamp('exit_time', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Where the decision was made: the queue's screens, or a push notification's action. */
    decidedVia: text('decided_via', { enum: DECISION_CHANNELS }),
    idempotencyKey: text('idempotency_key'),
    /** What the first send of that key held, so the key reused with other data is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    /** When retention or an erase request removed the worker's images and personal fields. */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('entry_requests_company_number_unique').on(t.companyId, t.requestNumber),
    uniqueIndex('entry_requests_idempotency_unique').on(t.idempotencyKey),
    index('entry_requests_site_status_idx').on(t.siteId, t.status, t.createdAt),
    // The migration adds INCLUDE (site_id), which Drizzle cannot spell: the dashboard's
    // submissions per day then count from the index alone.
    index('entry_requests_company_created_idx').on(t.companyId, t.createdAt),
    // "Decided today" is a range on decided_at, so the dashboard and on-site read one day.
    index('entry_requests_company_decided_idx').on(t.companyId, t.decidedAt),
    index('entry_requests_open_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.status} in (${sqlLiterals(OPEN_STATUSES)})`),
    // Work starting on a day, latest decision first: the approved list stops at its limit.
    index('entry_requests_approved_start_idx')
      .on(t.companyId, t.workStartDate, t.decidedAt)
      .where(sql`${t.status} = ${sqlLiterals([ADMITTED_STATUS])}`),
    // Who is on site: today's range of it is the headcount, whatever the history holds.
    index('entry_requests_on_site_idx')
      .on(t.companyId, t.decidedAt)
      .where(sql`${t.status} = ${sqlLiterals([ADMITTED_STATUS])} and ${t.exitTime} is null`),
    index('entry_requests_created_idx').on(t.createdAt, t.requestNumber),
    // What the retention job looks for: a company's requests not yet erased, oldest first.
    index('entry_requests_not_erased_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.personalDataErasedAt} is null`),
    // Search by a whole name, newest first: a first name, a last name, or both (either order),
    // each an equality the index walks in created_at order, so a search reads one page of its
    // matches and counts them from the index alone: site and status ride along for the scope,
    // the lower-cased last name beside the first keeps "first name X" apart from "last name X",
    // and the names as written end each index because PostgreSQL reads an index alone only
    // when it holds every column the query names, even inside lower().
    index('entry_requests_first_name_idx').on(
      t.companyId,
      sql`lower(${t.workerFirstName})`,
      t.createdAt,
      sql`lower(${t.workerLastName})`,
      t.siteId,
      t.status,
      t.workerFirstName,
      t.workerLastName,
    ),
    index('entry_requests_last_name_idx').on(
      t.companyId,
      sql`lower(${t.workerLastName})`,
      t.createdAt,
      t.siteId,
      t.status,
      t.workerLastName,
    ),
    index('entry_requests_full_name_idx').on(
      t.companyId,
      sql`lower(${t.workerLastName})`,
      sql`lower(${t.workerFirstName})`,
      t.createdAt,
      t.siteId,
      t.status,
      t.workerLastName,
      t.workerFirstName,
    ),
    // Substring search by name (either order) and by the phone's digits (pg_trgm). Migration
    // 0024 gives the name expression 250 statistics buckets, which Drizzle cannot spell: the
    // planner then tells a common name, walked newest first, from a rare one read by the index.
    index('entry_requests_name_trgm_idx').using(
      'gin',
      sql`${workerNames(t.workerFirstName, t.workerLastName)} gin_trgm_ops`,
    ),
    index('entry_requests_phone_digits_trgm_idx').using(
      'gin',
      sql`${phoneDigits(t.workerPhone)} gin_trgm_ops`,
    ),
  ],
);

/** The last request number handed out per company; one UPDATE ... RETURNING takes the next. */
export const companyRequestCounters = pgTable('company_request_counters', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * Uploaded images, re-encoded. The bytes live in the blob store (`in_store`) under keys made
 * from the id; `bytes` and `thumbnail` hold only images written before the store existed, until
 * the start-up move takes them out.
 */
export const entryRequestFiles = pgTable(
  'entry_request_files',
  {
    id: text('id').primaryKey(),
    entryRequestId: text('entry_request_id')
      .notNull()
      .references(() => entryRequests.id, { onDelete: 'cascade' }),
    fieldId: text('field_id').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes'),
    thumbnail: bytea('thumbnail'),
    inStore: boolean('in_store').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('entry_request_files_request_idx').on(t.entryRequestId),
    index('entry_request_files_not_in_store_idx')
      .on(t.id)
      .where(sql`not ${t.inStore}`),
  ],
);
