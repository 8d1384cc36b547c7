import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAttempts } from '../../db/schema';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export async function insertAttempt(db: Executor, row: typeof quizAttempts.$inferInsert) {
  await db.insert(quizAttempts).values(row);
}

export function findAttempt(db: Executor, id: string) {
  return db
    .select()
    .from(quizAttempts)
    .where(eq(quizAttempts.id, id))
    .then((rows) => rows[0] ?? null);
}

export function findAttempts(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(quizAttempts)
    .where(inArray(quizAttempts.id, [...ids]));
}

/**
 * Records a graded try, but only over the try it was graded against: two sends at once cannot
 * both spend the same try. Returns false when another send got there first.
 */
export async function saveTry(
  db: Executor,
  id: string,
  seenTries: number,
  graded: { score: number; isPassed: boolean; answers: Record<string, string> },
): Promise<boolean> {
  const rows = await db
    .update(quizAttempts)
    .set({ ...graded, tries: seenTries + 1 })
    .where(
      and(
        eq(quizAttempts.id, id),
        eq(quizAttempts.tries, seenTries),
        eq(quizAttempts.isPassed, false),
      ),
    )
    .returning({ id: quizAttempts.id });
  return rows.length === 1;
}

/** The passed sitting becomes the request's; false when another request already took it. */
export async function claimAttempt(tx: Executor, id: string, entryRequestId: string) {
  const rows = await tx
    .update(quizAttempts)
    .set({ entryRequestId })
    .where(
      and(
        eq(quizAttempts.id, id),
        eq(quizAttempts.isPassed, true),
        isNull(quizAttempts.entryRequestId),
      ),
    )
    .returning({ id: quizAttempts.id });
  return rows.length === 1;
}

export function attemptsOfRequest(db: Executor, entryRequestId: string) {
  return db.select().from(quizAttempts).where(eq(quizAttempts.entryRequestId, entryRequestId));
}

/** Sittings no request took, opened before `before`: nothing can use them any more. */
export async function deleteStaleAttempts(db: Executor, before: Date) {
  await db
    .delete(quizAttempts)
    .where(and(isNull(quizAttempts.entryRequestId), lt(quizAttempts.createdAt, before)));
}
