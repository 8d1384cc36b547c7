import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** 3 or more letters or digits, stored and looked up exactly. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    location: text('location').notNull().default(''),
    headerTitle: text('header_title').notNull().default(''),
    headerMessage: text('header_message').notNull().default(''),
    headerColor: text('header_color').notNull().default(''),
    safetyRegulations: text('safety_regulations').notNull().default(''),
    hasSafetyVideo: boolean('has_safety_video').notNull().default(false),
    videoUrl: text('video_url').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sites_code_unique').on(t.code)],
);
