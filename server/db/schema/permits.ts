import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PERMIT_ACTIONS, PERMIT_STATES } from '@shared/permits/permit-lifecycle';
import type { CheckOverride, CheckResult, PermitCheck } from '@shared/permits/permit-checks';
import { createdAt } from './columns';
import { companies } from './companies';
import { entryRequestFiles, entryRequests } from './entry-requests';
import { equipment } from './equipment';
import { mediaFiles } from './media-files';
import { sites } from './sites';
import { users } from './users';

/** The kinds of permit; work at height first, hot work and lifting follow as rows. */
export const permitKinds = pgTable('permit_kinds', {
  code: text('code').primaryKey(),
  /** The kind of certificate a worker on such a permit must hold. */
  certificateKind: text('certificate_kind').notNull(),
  createdAt: createdAt(),
});

/** One permit: where, what, on which equipment, when, under whom, and where it stands. */
export const permits = pgTable(
  'permits',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    kind: text('kind')
      .notNull()
      .references(() => permitKinds.code),
    /** The random part of the QR code workers join by; never the id. */
    joinToken: text('join_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    location: text('location').notNull(),
    task: text('task').notNull(),
    hazards: text('hazards').notNull().default(''),
    /** The certificate domain the work needs (ladders, scaffolds, roofs...). */
    domain: text('domain').notNull(),
    equipmentId: integer('equipment_id').references(() => equipment.id),
    plannedStart: timestamp('planned_start', { withTimezone: true }).notNull(),
    plannedEnd: timestamp('planned_end', { withTimezone: true }).notNull(),
    workManagerUserId: integer('work_manager_user_id')
      .notNull()
      .references(() => users.id),
    groundAttendantName: text('ground_attendant_name').notNull().default(''),
    isNight: boolean('is_night').notNull().default(false),
    isWindy: boolean('is_windy').notNull().default(false),
    writtenInstructions: text('written_instructions').notNull().default(''),
    /** The written instructions as a document (a PDF or a photo), instead of or beside the text. */
    instructionsFileId: text('instructions_file_id').references(() => mediaFiles.id),
    state: text('state', { enum: PERMIT_STATES }).notNull(),
    overrides: jsonb('overrides').$type<CheckOverride[]>().notNull().default([]),
    /** The checks as last computed (at each move, each join and by the background job). */
    checks: jsonb('checks').$type<CheckResult[]>().notNull().default([]),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** Who made the latest move and when: what the loser of a race is told. */
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('permits_join_token_unique').on(t.joinToken),
    index('permits_site_start_idx').on(t.siteId, t.plannedStart),
    index('permits_live_idx')
      .on(t.plannedEnd)
      .where(sql`${t.state} in ('active', 'suspended')`),
  ],
);

/** Every move of a permit, with who made it (null: the background job), when and why. */
export const permitTransitions = pgTable(
  'permit_transitions',
  {
    id: serial('id').primaryKey(),
    permitId: integer('permit_id')
      .notNull()
      .references(() => permits.id),
    action: text('action', { enum: PERMIT_ACTIONS }).notNull(),
    fromState: text('from_state', { enum: PERMIT_STATES }),
    toState: text('to_state', { enum: PERMIT_STATES }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    reason: text('reason').notNull().default(''),
    failedChecks: jsonb('failed_checks').$type<PermitCheck[]>().notNull().default([]),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('permit_transitions_permit_idx').on(t.permitId, t.createdAt)],
);

/** A worker on a permit: his signature, when he joined, what his checks found then. */
export const permitWorkers = pgTable(
  'permit_workers',
  {
    permitId: integer('permit_id')
      .notNull()
      .references(() => permits.id),
    entryRequestId: text('entry_request_id')
      .notNull()
      .references(() => entryRequests.id, { onDelete: 'cascade' }),
    /** The full name the worker typed to sign. */
    signatureName: text('signature_name').notNull(),
    /**
     * The signature he drew (or his typed name drawn), an image of his entry request: erased with
     * the request's other images, which leaves the place on the permit without it.
     */
    signatureFileId: text('signature_file_id').references(() => entryRequestFiles.id, {
      onDelete: 'set null',
    }),
    language: text('language').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    checkResult: jsonb('check_result').$type<CheckResult[]>().notNull(),
    signedOutAt: timestamp('signed_out_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.permitId, t.entryRequestId] }),
    index('permit_workers_entry_idx').on(t.entryRequestId),
  ],
);

/**
 * A permit's expiry, told to its work manager and the site's safety managers: the row is written
 * with the expiry (its e-mails queued in the same transaction), and `pushed_at` when an instance
 * took its push notifications, so each expiry is told once whatever the restarts.
 */
export const permitExpiryAlerts = pgTable(
  'permit_expiry_alerts',
  {
    permitId: integer('permit_id')
      .primaryKey()
      .references(() => permits.id),
    expiredAt: timestamp('expired_at', { withTimezone: true }).notNull(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (t) => [
    index('permit_expiry_alerts_unpushed_idx')
      .on(t.expiredAt)
      .where(sql`${t.pushedAt} is null`),
  ],
);
