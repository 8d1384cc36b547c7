import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    label: text('label').notNull(),
    siteId: integer('site_id').references(() => sites.id),
    location: text('location').notNull().default(''),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    lastInspection: date('last_inspection', { mode: 'string' }),
    nextInspectionDue: date('next_inspection_due', { mode: 'string' }),
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
  ],
);
