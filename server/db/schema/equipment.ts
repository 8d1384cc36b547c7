import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Translations } from '@shared/i18n/localized-text';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { sites } from './sites';

/** A company's scaffolds and lifting platforms. */
export const equipment = pgTable(
  'equipment',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: ['scaffold', 'platform'] }).notNull(),
    /** The number painted on the item, which the worker types. */
    value: text('value').notNull(),
    /** The Hebrew label; the other languages sit in labelTranslations (docs/decisions/016). */
    label: text('label').notNull(),
    labelTranslations: jsonb('label_translations').$type<Translations>().notNull().default({}),
    siteId: integer('site_id').references(() => sites.id),
    location: text('location').notNull().default(''),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    lastInspection: date('last_inspection', { mode: 'string' }),
    nextInspectionDue: date('next_inspection_due', { mode: 'string' }),
    /** The random part of the item's public tag address; never its id. */
    tagToken: text('tag_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('equipment_company_kind_value_unique').on(
      t.companyId,
      t.kind,
      sql`lower(${t.value})`,
    ),
    index('equipment_company_idx').on(t.companyId),
    uniqueIndex('equipment_tag_token_unique').on(t.tagToken),
  ],
);
