import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { sites } from './sites';
import { users } from './users';

/**
 * Messages from a site's neighbours, suppliers and visitors, sent from the site's public page.
 * They belong to the site's company; the platform's leads are contact_requests.
 */
export const siteInquiries = pgTable(
  'site_inquiries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    kind: text('kind', { enum: ['complaint', 'delivery', 'lost_item', 'other'] }).notNull(),
    name: text('name').notNull().default(''),
    /** A phone or an e-mail address, as the person wrote it; optional. */
    contact: text('contact').notNull().default(''),
    message: text('message').notNull(),
    status: text('status', { enum: ['new', 'in_progress', 'closed'] })
      .notNull()
      .default('new'),
    /** The staff's notes; the sender never reads them. */
    note: text('note').notNull().default(''),
    /** Who last changed the status or the notes. */
    handledByUserId: integer('handled_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('site_inquiries_site_idx').on(table.siteId, table.createdAt.desc())],
);
