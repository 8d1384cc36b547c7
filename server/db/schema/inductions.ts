import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { entryRequests } from './entry-requests';
import { sites } from './sites';

/** How long a site's induction counts. A site without a row asks for it on every visit. */
export const siteInductionSettings = pgTable('site_induction_settings', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  /** Days an induction counts; null means every visit. */
  validityDays: integer('validity_days'),
  updatedAt: updatedAt(),
});

/**
 * The induction a request carried: done on that visit, or reused from an earlier one (then the
 * dates are the earlier one's). Which worker it belongs to is the worker token linked to the
 * request, so revoking the token's recognition also ends what it can reuse.
 */
export const entryInductions = pgTable(
  'entry_inductions',
  {
    entryRequestId: text('entry_request_id')
      .primaryKey()
      .references(() => entryRequests.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The form version of the last major change when it was done; a newer one voids it. */
    formMajor: integer('form_major').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    /** Null when the site asked for it on every visit: it was never reusable. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    isReused: boolean('is_reused').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('entry_inductions_site_idx').on(t.siteId, t.formMajor, t.validUntil)],
);

/**
 * One sitting of a comprehension check: the questions it was served, the tries used and, once
 * graded, the answers and score. The submission that cites it takes it for its request.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: text('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    formVersion: integer('form_version').notNull(),
    fieldId: text('field_id').notNull(),
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    tries: integer('tries').notNull().default(0),
    score: integer('score'),
    isPassed: boolean('is_passed').notNull().default(false),
    answers: jsonb('answers').$type<Record<string, string>>(),
    entryRequestId: text('entry_request_id').references(() => entryRequests.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('quiz_attempts_entry_request_unique').on(t.entryRequestId, t.fieldId),
    index('quiz_attempts_created_idx').on(t.createdAt),
  ],
);
