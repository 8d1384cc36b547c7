import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/**
 * A landing page's text as the owner rewrote it, in one language: the draft he prepares and the
 * text the site shows. Null in either means the built-in text; a text never rewritten has no row.
 */
export const landingSectionTexts = pgTable(
  'landing_section_texts',
  {
    page: text('page').notNull(),
    language: text('language').notNull(),
    field: text('field').notNull(),
    draft: text('draft'),
    published: text('published'),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.page, t.language, t.field] })],
);

/**
 * Every draft of a page in one language as it was saved, so the owner can go back to one: the
 * rewritten texts by field, a text absent being the built-in one.
 */
export const landingSectionRevisions = pgTable(
  'landing_section_revisions',
  {
    id: serial('id').primaryKey(),
    page: text('page').notNull(),
    language: text('language').notNull(),
    texts: jsonb('texts').$type<Record<string, string>>().notNull(),
    savedBy: integer('saved_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('landing_section_revisions_page_idx').on(t.page, t.language, t.id)],
);
