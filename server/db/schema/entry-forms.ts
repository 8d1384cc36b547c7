import { boolean, integer, jsonb, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import { createdAt } from './columns';
import { sites } from './sites';
import { users } from './users';

/**
 * Every saved version of a site's entry form, never changed once written: a request keeps the
 * version (and so the exact texts, in every language) it was filled against.
 */
export const entryForms = pgTable(
  'entry_forms',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    version: integer('version').notNull(),
    fields: jsonb('fields').$type<LocalizedFormField[]>().notNull(),
    /** Saved as a major change: inductions done against earlier versions no longer count. */
    isMajorChange: boolean('is_major_change').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('entry_forms_site_version_unique').on(t.siteId, t.version)],
);
