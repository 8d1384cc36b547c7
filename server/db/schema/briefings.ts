import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BRIEFING_KINDS, type BriefingKind } from '@shared/schemas/daily-briefing.schemas';
import type { Translations } from '@shared/i18n/localized-text';
import { sqlLiterals } from '../sql-literals';
import { updatedAt } from './columns';
import { entryRequests } from './entry-requests';
import { sites } from './sites';
import { users } from './users';

/**
 * A site's daily briefing: a text, or the address of a video or a document, per language. A
 * site without a row has none.
 */
export const siteBriefings = pgTable(
  'site_briefings',
  {
    siteId: integer('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BriefingKind>().notNull(),
    content: jsonb('content').$type<Translations>().notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_briefings_kind_check', sql`${t.kind} IN (${sqlLiterals(BRIEFING_KINDS)})`)],
);

/**
 * A worker's confirmation of a site's briefing on one day of the company's calendar. The person
 * is his phone number's digits, so a second request the same day finds him confirmed.
 */
export const briefingConfirmations = pgTable(
  'briefing_confirmations',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    phoneDigits: text('phone_digits').notNull(),
    workerName: text('worker_name').notNull(),
    /** The request he confirmed it with; holding its id is his right to confirm. */
    entryRequestId: text('entry_request_id')
      .notNull()
      .references(() => entryRequests.id, { onDelete: 'cascade' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('briefing_confirmations_once_a_day').on(t.siteId, t.day, t.phoneDigits)],
);
