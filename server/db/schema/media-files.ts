import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { companies } from './companies';

/**
 * Files a company publishes to its workers (safety videos, safety documents, logos), and the
 * images of the public site's blog posts, which belong to no company.
 */
export const mediaFiles = pgTable('media_files', {
  id: text('id').primaryKey(),
  companyId: integer('company_id').references(() => companies.id),
  kind: text('kind', { enum: ['video', 'document', 'logo', 'post-image'] }).notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
