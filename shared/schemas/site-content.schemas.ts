import { z } from 'zod';
import { STAFF_LANGUAGES } from '../i18n/languages';
import { BLOG_SLUG_PATTERN } from '../routing/site-paths';
import { optionalText, requiredText } from './manage-common.schemas';

export const POST_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The languages the public site is written in. */
export const CONTENT_LANGUAGES = STAFF_LANGUAGES as readonly ['he', 'en', 'ar', 'ru'];
const contentLanguage = z.enum(['he', 'en', 'ar', 'ru']);

export const PostTextSchema = z.object({
  language: contentLanguage,
  title: requiredText(200),
  summary: optionalText(400),
  /** Markdown; the server renders it and drops whatever is not safe to show. */
  body: requiredText(50_000),
});
export type PostText = z.infer<typeof PostTextSchema>;

/** A post as the owner saves it: its address, state and texts, one per language. */
export const PostBodySchema = z
  .object({
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(100, 'validation.textTooLong')
      .regex(BLOG_SLUG_PATTERN, 'validation.slug'),
    status: z.enum(POST_STATUSES),
    /** When a scheduled post goes out; a published post without one goes out now. */
    publishAt: z.iso.datetime({ offset: true }).nullable().default(null),
    texts: z
      .array(PostTextSchema)
      .min(1, 'validation.valueRequired')
      .max(CONTENT_LANGUAGES.length)
      .refine(
        (texts) => new Set(texts.map((t) => t.language)).size === texts.length,
        'validation.invalidOption',
      ),
  })
  .refine((post) => post.status !== 'scheduled' || post.publishAt !== null, {
    message: 'validation.publishAtRequired',
    path: ['publishAt'],
  });
export type PostBody = z.input<typeof PostBodySchema>;

export const PostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: z.enum(POST_STATUSES),
  publishAt: z.string().nullable(),
  removed: z.boolean(),
  updatedAt: z.string(),
  /** Each language's title. */
  titles: z.record(z.string(), z.string()),
});
export type PostSummary = z.infer<typeof PostSummarySchema>;
export const PostListSchema = z.object({ posts: z.array(PostSummarySchema) });
export type PostList = z.infer<typeof PostListSchema>;

export const PostSchema = PostSummarySchema.extend({ texts: z.array(PostTextSchema) });
export type Post = z.infer<typeof PostSchema>;

export const PostRevisionSchema = PostTextSchema.extend({
  id: z.number().int(),
  createdAt: z.string(),
});
export type PostRevision = z.infer<typeof PostRevisionSchema>;
export const PostRevisionListSchema = z.object({ revisions: z.array(PostRevisionSchema) });
export type PostRevisionList = z.infer<typeof PostRevisionListSchema>;

export const PreviewBodySchema = z.object({
  body: z.string().max(50_000, 'validation.textTooLong'),
});
export const PreviewSchema = z.object({ html: z.string() });

export const RevisionParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  revisionId: z.coerce.number().int().positive(),
});
