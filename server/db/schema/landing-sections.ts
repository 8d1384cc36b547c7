import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
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
