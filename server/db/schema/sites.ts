import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText, Translations } from '@shared/i18n/localized-text';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /**
     * 3 or more letters or digits, stored as written; a worker's typed code is found whatever
     * its case (the exact spelling first, should two codes differ only by case).
     */
    code: text('code').notNull(),
    /** The Hebrew name staff screens show; workers read it with nameTranslations beside it. */
    name: text('name').notNull(),
    nameTranslations: jsonb('name_translations').$type<Translations>().notNull().default({}),
    location: text('location').notNull().default(''),
    locationTranslations: jsonb('location_translations')
      .$type<Translations>()
      .notNull()
      .default({}),
    headerTitle: jsonb('header_title').$type<LocalizedText>().notNull().default({ he: '' }),
    headerMessage: jsonb('header_message').$type<LocalizedText>().notNull().default({ he: '' }),
    headerColor: text('header_color').notNull().default(''),
    safetyRegulations: jsonb('safety_regulations')
      .$type<LocalizedText>()
      .notNull()
      .default({ he: '' }),
    hasSafetyVideo: boolean('has_safety_video').notNull().default(false),
    videoUrl: text('video_url').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sites_code_unique').on(t.code),
    index('sites_code_lower_idx').on(sql`lower(${t.code})`),
  ],
);
