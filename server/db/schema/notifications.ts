import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { OUTBOX_EVENT_TYPES } from '@shared/notifications/event-types';
import { createdAt } from './columns';
import { companies } from './companies';
import { entryRequests } from './entry-requests';
import { users } from './users';

/** One browser of one staff user that agreed to receive push notifications. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's address for this browser; unique, as a browser has one per app. */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url) that encrypt each payload. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the settings screen shows to tell devices apart (browser and system). */
    deviceLabel: text('device_label').notNull().default(''),
    /** The language the notifications of this device speak, the user's when he turned it on. */
    language: text('language').notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * The proof a notification's approve or reject carries: one per user and request, kept as a
 * hash, spent by its first use and useless after it expires.
 */
export const pushActionTokens = pgTable(
  'push_action_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryRequestId: text('entry_request_id')
      .notNull()
      .references(() => entryRequests.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('push_action_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * A user's choice for one kind of push event (shared PUSH_EVENT_KINDS); a kind without a row
 * is on, so only what he turned off or back on is kept.
 */
export const pushPreferences = pgTable(
  'push_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventKind: text('event_kind').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'push_preferences_pk', columns: [t.userId, t.eventKind] })],
);

/**
 * Changes that push notifications and webhooks must hear of, written in the change's own
 * transaction so a crash or restart loses none; a row is deleted once it has been handed on.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Stable across retries: a webhook receiver drops a second delivery by it. */
    eventId: text('event_id').notNull(),
    type: text('type', { enum: OUTBOX_EVENT_TYPES }).notNull(),
    companyId: integer('company_id').notNull(),
    siteId: integer('site_id').notNull(),
    entryRequestId: text('entry_request_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Claimed by one instance until then; past it another may take the row again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('outbox_events_event_id_unique').on(t.eventId)],
);

/** An integrator's HTTPS address that receives the company's events, signed with its secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events', { enum: OUTBOX_EVENT_TYPES }).array().notNull(),
    /** `whsec_` and 32 random bytes in base64, as the Standard Webhooks scheme writes it. */
    secret: text('secret').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

/** One event to one endpoint: its exact body, its attempts and the last answer. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type', { enum: OUTBOX_EVENT_TYPES }).notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastResponse: text('last_response'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_unique').on(t.endpointId, t.eventId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} IS NULL AND ${t.givenUpAt} IS NULL`),
  ],
);
