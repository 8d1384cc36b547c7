import { and, count, desc, eq, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { blogPosts, blogPostTranslations } from '../../../db/schema';

/** Published or scheduled, its time has come, and not removed: what the public reads. */
const isVisible = and(
  ne(blogPosts.status, 'draft'),
  isNotNull(blogPosts.publishAt),
  lte(blogPosts.publishAt, sql`now()`),
  isNull(blogPosts.removedAt),
);

const listColumns = {
  slug: blogPosts.slug,
  publishAt: blogPosts.publishAt,
  updatedAt: blogPosts.updatedAt,
  coverImageId: blogPosts.coverImageId,
  language: blogPostTranslations.language,
  title: blogPostTranslations.title,
  summary: blogPostTranslations.summary,
  body: blogPostTranslations.body,
};

/** One page of a language's published posts, newest first, and how many there are. */
export async function listPublishedPosts(
  db: Db,
  language: string,
  page: { limit: number; offset: number },
) {
  const where = and(isVisible, eq(blogPostTranslations.language, language));
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(blogPosts)
      .innerJoin(blogPostTranslations, eq(blogPostTranslations.postId, blogPosts.id))
      .where(where)
      .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(blogPosts)
      .innerJoin(blogPostTranslations, eq(blogPostTranslations.postId, blogPosts.id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type PublicPostLookup =
  { state: 'visible'; post: PostWithTexts } | { state: 'removed' } | { state: 'missing' };

export interface PostWithTexts {
  slug: string;
  publishAt: Date;
  updatedAt: Date;
  coverImageId: string | null;
  /** Every language the post is written in, each with its text. */
  texts: { language: string; title: string; summary: string; body: string }[];
}

/** A post by its address, as the public may see it; a removed one is told apart from none. */
export async function findPublicPost(db: Db, slug: string): Promise<PublicPostLookup> {
  const [post] = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      publishAt: blogPosts.publishAt,
      updatedAt: blogPosts.updatedAt,
      coverImageId: blogPosts.coverImageId,
      removedAt: blogPosts.removedAt,
      visible: sql<boolean>`${isVisible}`,
    })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug));
  if (!post) return { state: 'missing' };
  if (post.removedAt) return { state: 'removed' };
  if (!post.visible || !post.publishAt) return { state: 'missing' };
  const texts = await db
    .select({
      language: blogPostTranslations.language,
      title: blogPostTranslations.title,
      summary: blogPostTranslations.summary,
      body: blogPostTranslations.body,
    })
    .from(blogPostTranslations)
    .where(eq(blogPostTranslations.postId, post.id));
  return {
    state: 'visible',
    post: {
      slug: post.slug,
      publishAt: post.publishAt,
      updatedAt: post.updatedAt,
      coverImageId: post.coverImageId,
      texts,
    },
  };
}

/** Every published post in every language it is written in, for the sitemap. */
export function listPublishedTranslations(db: Db) {
  return db
    .select({
      slug: blogPosts.slug,
      language: blogPostTranslations.language,
      updatedAt: blogPostTranslations.updatedAt,
    })
    .from(blogPosts)
    .innerJoin(blogPostTranslations, eq(blogPostTranslations.postId, blogPosts.id))
    .where(isVisible)
    .orderBy(desc(blogPosts.publishAt), blogPostTranslations.language);
}
