import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPostRevisions, blogPosts, blogPostTranslations } from '../../db/schema';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export type PostRow = typeof blogPosts.$inferSelect;
export type TextRow = typeof blogPostTranslations.$inferSelect;

export function listPosts(db: Executor) {
  return db.select().from(blogPosts).orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id));
}

export function findPost(db: Executor, id: number) {
  return db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .then((rows) => rows[0] ?? null);
}

export function textsOf(db: Executor, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([] as TextRow[]);
  return db
    .select()
    .from(blogPostTranslations)
    .where(inArray(blogPostTranslations.postId, postIds));
}

export async function insertPost(tx: Executor, values: typeof blogPosts.$inferInsert) {
  const [row] = await tx.insert(blogPosts).values(values).returning();
  return row!;
}

export async function updatePost(
  tx: Executor,
  id: number,
  values: Partial<typeof blogPosts.$inferInsert>,
) {
  await tx
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogPosts.id, id));
}

/** Writes a language's text, replacing the one it had. */
export async function upsertText(
  tx: Executor,
  postId: number,
  text: { language: string; title: string; summary: string; body: string },
) {
  await tx
    .insert(blogPostTranslations)
    .values({ postId, ...text })
    .onConflictDoUpdate({
      target: [blogPostTranslations.postId, blogPostTranslations.language],
      set: { title: text.title, summary: text.summary, body: text.body, updatedAt: new Date() },
    });
}

export async function deleteTextsExcept(tx: Executor, postId: number, languages: string[]) {
  const current = await textsOf(tx, [postId]);
  const dropped = current.map((t) => t.language).filter((l) => !languages.includes(l));
  if (dropped.length === 0) return;
  await tx
    .delete(blogPostTranslations)
    .where(
      and(eq(blogPostTranslations.postId, postId), inArray(blogPostTranslations.language, dropped)),
    );
}

export async function insertRevision(tx: Executor, values: typeof blogPostRevisions.$inferInsert) {
  await tx.insert(blogPostRevisions).values(values);
}

export function listRevisions(db: Executor, postId: number) {
  return db
    .select()
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.id));
}

export function findRevision(db: Executor, postId: number, revisionId: number) {
  return db
    .select()
    .from(blogPostRevisions)
    .where(and(eq(blogPostRevisions.postId, postId), eq(blogPostRevisions.id, revisionId)))
    .then((rows) => rows[0] ?? null);
}
