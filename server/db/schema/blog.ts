import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns';
import { users } from './users';

export const BLOG_POST_STATUSES = ['draft', 'published', 'scheduled'] as const;

/**
 * A post of the public blog. It is read when it is published or scheduled and its publish time
 * has come, and was not removed; a removed post answers 410 at its old address.
 */
export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  status: text('status', { enum: BLOG_POST_STATUSES }).notNull().default('draft'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  coverImageId: text('cover_image_id'),
  removedAt: timestamp('removed_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A post's text in one language, written in Markdown. */
export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.language] })],
);

/** Every saved version of a post's text, so an owner can go back to one. */
export const blogPostRevisions = pgTable(
  'blog_post_revisions',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    savedBy: integer('saved_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('blog_post_revisions_post_idx').on(t.postId, t.language, t.id)],
);

/** Images of the public site's content, re-encoded at upload like the workers' photos. */
export const siteImages = pgTable('site_images', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
