import type { z } from 'zod';
import type {
  Post,
  PostBodySchema,
  PostRevision,
  PostSummary,
  PostText,
} from '@shared/schemas/site-content.schemas';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { conflictOnDuplicate } from '../../lib/db-errors';
import * as repo from './site-content.repository';

type PostInput = z.infer<typeof PostBodySchema>;

function summaryOf(row: repo.PostRow, texts: repo.TextRow[]): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    removed: row.removedAt !== null,
    updatedAt: row.updatedAt.toISOString(),
    titles: Object.fromEntries(texts.map((t) => [t.language, t.title])),
  };
}

function textOf(row: Pick<repo.TextRow, 'language' | 'title' | 'summary' | 'body'>): PostText {
  return {
    language: row.language as PostText['language'],
    title: row.title,
    summary: row.summary,
    body: row.body,
  };
}

export async function listPosts(db: Db): Promise<PostSummary[]> {
  const rows = await repo.listPosts(db);
  const texts = await repo.textsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    summaryOf(
      row,
      texts.filter((t) => t.postId === row.id),
    ),
  );
}

export async function getPost(db: Db, id: number): Promise<Post> {
  const row = await repo.findPost(db, id);
  if (!row) throw notFound();
  const texts = await repo.textsOf(db, [id]);
  return { ...summaryOf(row, texts), texts: texts.map(textOf) };
}

/**
 * When the post goes out: a scheduled post at its time; a published one at the time it already
 * had, or now; a draft keeps none.
 */
function publishTime(input: PostInput, current: repo.PostRow | null): Date | null {
  if (input.status === 'draft') return null;
  if (input.status === 'scheduled') return new Date(input.publishAt!);
  return current?.status === 'published' && current.publishAt ? current.publishAt : new Date();
}

/** Saves each language's text, and a revision of every text that changed. */
async function saveTexts(
  tx: Db,
  postId: number,
  texts: PostText[],
  userId: number,
  before: repo.TextRow[],
) {
  await repo.deleteTextsExcept(
    tx,
    postId,
    texts.map((t) => t.language),
  );
  for (const text of texts) {
    const old = before.find((t) => t.language === text.language);
    const changed =
      !old || old.title !== text.title || old.summary !== text.summary || old.body !== text.body;
    await repo.upsertText(tx, postId, text);
    if (changed) await repo.insertRevision(tx, { postId, ...text, savedBy: userId });
  }
}

export async function createPost(db: Db, input: PostInput, userId: number): Promise<Post> {
  const id = await conflictOnDuplicate('SLUG_TAKEN', () =>
    db.transaction(async (tx) => {
      const row = await repo.insertPost(tx, {
        slug: input.slug,
        status: input.status,
        publishAt: publishTime(input, null),
        createdBy: userId,
      });
      await saveTexts(tx, row.id, input.texts, userId, []);
      return row.id;
    }),
  );
  return getPost(db, id);
}

export async function updatePost(
  db: Db,
  id: number,
  input: PostInput,
  userId: number,
): Promise<Post> {
  await conflictOnDuplicate('SLUG_TAKEN', () =>
    db.transaction(async (tx) => {
      const current = await repo.findPost(tx, id);
      if (!current) throw notFound();
      const before = await repo.textsOf(tx, [id]);
      await repo.updatePost(tx, id, {
        slug: input.slug,
        status: input.status,
        publishAt: publishTime(input, current),
        removedAt: null,
      });
      await saveTexts(tx, id, input.texts, userId, before);
    }),
  );
  return getPost(db, id);
}

/** Takes a post off the site; its address answers 410 from then on. */
export async function removePost(db: Db, id: number): Promise<void> {
  const current = await repo.findPost(db, id);
  if (!current) throw notFound();
  await repo.updatePost(db, id, { removedAt: new Date() });
}

export async function listRevisions(db: Db, id: number): Promise<PostRevision[]> {
  if (!(await repo.findPost(db, id))) throw notFound();
  const rows = await repo.listRevisions(db, id);
  return rows.map((row) => ({
    ...textOf(row),
    id: row.id,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Puts a revision's text back as the language's current text, itself a new revision. */
export async function restoreRevision(
  db: Db,
  id: number,
  revisionId: number,
  userId: number,
): Promise<Post> {
  await db.transaction(async (tx) => {
    const revision = await repo.findRevision(tx, id, revisionId);
    if (!revision) throw notFound();
    const text = textOf(revision);
    await repo.upsertText(tx, id, text);
    await repo.insertRevision(tx, { postId: id, ...text, savedBy: userId });
    await repo.updatePost(tx, id, {});
  });
  return getPost(db, id);
}
