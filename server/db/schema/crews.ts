import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { entryRequests } from './entry-requests';
import { sites } from './sites';
import { users } from './users';

/** How many workers one crew may hold at a site. A site without a row uses the default. */
export const siteCrewSettings = pgTable(
  'site_crew_settings',
  {
    siteId: integer('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    maxCrewSize: integer('max_crew_size').notNull().default(20),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_crew_settings_size_check', sql`${t.maxCrewSize} BETWEEN 2 AND 50`)],
);

/**
 * A subcontractor's supervisor a manager named as a foreman of one site. His link carries a
 * random pass; only its SHA-256 is kept, and revoking stamps revoked_at.
 */
export const crewForemen = pgTable(
  'crew_foremen',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    passHash: text('pass_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('crew_foremen_pass_unique').on(t.passHash),
    index('crew_foremen_site_idx').on(t.siteId),
  ],
);

/**
 * One foreman's submission for his crew: the details the workers share. Each worker is an entry
 * request of his own (crew_members), so lists, counts and roll calls see workers, not crews.
 */
export const crews = pgTable(
  'crews',
  {
    /** 128 random bits, like an entry request's id. */
    id: text('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    foremanName: text('foreman_name').notNull(),
    foremanPhone: text('foreman_phone').notNull(),
    /** The named supervisor who sent it; null when a recognised worker did. */
    foremanId: integer('foreman_id').references(() => crewForemen.id, { onDelete: 'set null' }),
    employer: text('employer').notNull(),
    workStartDate: date('work_start_date', { mode: 'string' }).notNull(),
    equipment: text('equipment').notNull().default(''),
    language: text('language').notNull(),
    idempotencyKey: text('idempotency_key'),
    idempotencyFingerprint: text('idempotency_fingerprint'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crews_idempotency_unique').on(t.idempotencyKey),
    index('crews_site_created_idx').on(t.siteId, t.createdAt),
  ],
);

/** The entry request of each worker of a crew, in the order the foreman entered them. */
export const crewMembers = pgTable(
  'crew_members',
  {
    entryRequestId: text('entry_request_id')
      .primaryKey()
      .references(() => entryRequests.id, { onDelete: 'cascade' }),
    crewId: text('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [index('crew_members_crew_idx').on(t.crewId, t.position)],
);
