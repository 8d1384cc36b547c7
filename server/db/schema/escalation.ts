import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { EscalationRecipient } from '@shared/schemas/escalation.schemas';
import { createdAt } from './columns';
import { entryRequests } from './entry-requests';
import { sites } from './sites';
import { users } from './users';

/** How long a site's requests may wait for a decision, and who is told when one waits longer. */
export const escalationRules = pgTable('escalation_rules', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  waitMinutes: integer('wait_minutes').notNull(),
  /** Step one: the site's deciders are told by push that the request waits too long. */
  notifyStaff: boolean('notify_staff').notNull().default(true),
  /** Step two: named people by e-mail, each in his own language. */
  emailRecipients: jsonb('email_recipients')
    .$type<EscalationRecipient[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each step a request escalated by: written once, by the instance that takes the step. */
export const entryRequestEscalations = pgTable(
  'entry_request_escalations',
  {
    entryRequestId: text('entry_request_id')
      .notNull()
      .references(() => entryRequests.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'entry_request_escalations_pk', columns: [t.entryRequestId, t.step] }),
  ],
);

/** E-mails to send, already written in their recipient's language; retried like webhooks. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.givenUpAt} IS NULL`),
  ],
);
