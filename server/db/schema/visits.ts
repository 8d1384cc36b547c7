import { bigserial, date, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { sites } from './sites';

/**
 * Visits counted per day and per what was seen: one row per day, step, path, site, referrer
 * host, language and device class, whose counters grow with each hit; no row per hit, and no
 * address or identifier of the visitor (docs/visits.md).
 */
export const visitCounts = pgTable(
  'visit_counts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    /** 'view' for a public page, else the worker's entry step (shared/schemas/visits.schemas.ts). */
    step: text('step').notNull(),
    /** The public page's address; empty for the worker's steps. */
    path: text('path').notNull().default(''),
    /** The site of a worker's step; null for a public page. */
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    /** The host of the page the visitor came from; empty for a direct or internal visit. */
    referrer: text('referrer').notNull().default(''),
    language: text('language').notNull().default(''),
    /** 'mobile', 'tablet' or 'desktop'; empty where no browser was involved (an approval). */
    device: text('device').notNull().default(''),
    views: integer('views').notNull().default(0),
    /** Distinct visitors of this row's day (their daily hash), counted once each. */
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [
    unique('visit_counts_key')
      .on(t.day, t.step, t.path, t.siteId, t.referrer, t.language, t.device)
      .nullsNotDistinct(),
  ],
);

/** Each day's totals per step, whose visitors are distinct across every page of the day. */
export const visitDays = pgTable(
  'visit_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    step: text('step').notNull(),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.step] })],
);

/**
 * The visitor hashes of today only, each with the counter it was counted in, so a visitor is
 * counted once per counter. They are deleted with their day's salt.
 */
export const visitSeen = pgTable(
  'visit_seen',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    /** The counter's key (its dimensions, hashed), or the step alone for the day's totals. */
    counter: text('counter').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor, t.counter] })],
);

/** The secret mixed into each day's visitor hashes: one per day, the old ones deleted. */
export const visitSalts = pgTable('visit_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: bytea('salt').notNull(),
});
