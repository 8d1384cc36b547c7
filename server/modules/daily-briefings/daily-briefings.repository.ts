import { desc, eq, and, sql } from 'drizzle-orm';
import type { BriefingBody } from '@shared/schemas/daily-briefing.schemas';
import type { Db } from '../../db/client';
import { briefingConfirmations, siteBriefings } from '../../db/schema';

type Executor = Pick<Db, 'select' | 'insert'>;

export function findBriefing(db: Db, siteId: number) {
  return db
    .select({ kind: siteBriefings.kind, content: siteBriefings.content })
    .from(siteBriefings)
    .where(eq(siteBriefings.siteId, siteId))
    .then((rows) => rows[0] ?? null);
}

export async function upsertBriefing(
  tx: Executor,
  siteId: number,
  body: BriefingBody,
  userId: number,
) {
  await tx
    .insert(siteBriefings)
    .values({ siteId, kind: body.kind, content: body.content, updatedBy: userId })
    .onConflictDoUpdate({
      target: siteBriefings.siteId,
      set: { kind: body.kind, content: body.content, updatedBy: userId, updatedAt: sql`now()` },
    });
}

export function findConfirmation(db: Db, siteId: number, day: string, phoneDigits: string) {
  return db
    .select({ confirmedAt: briefingConfirmations.confirmedAt })
    .from(briefingConfirmations)
    .where(
      and(
        eq(briefingConfirmations.siteId, siteId),
        eq(briefingConfirmations.day, day),
        eq(briefingConfirmations.phoneDigits, phoneDigits),
      ),
    )
    .then((rows) => rows[0] ?? null);
}

/** Records the day's confirmation once; a second one of the same person changes nothing. */
export function insertConfirmation(db: Db, row: typeof briefingConfirmations.$inferInsert) {
  return db
    .insert(briefingConfirmations)
    .values(row)
    .onConflictDoNothing()
    .returning({ confirmedAt: briefingConfirmations.confirmedAt })
    .then((rows) => rows[0] ?? null);
}

export function confirmationsOfDay(db: Db, siteId: number, day: string) {
  return db
    .select({
      workerName: briefingConfirmations.workerName,
      phone: briefingConfirmations.phoneDigits,
      confirmedAt: briefingConfirmations.confirmedAt,
    })
    .from(briefingConfirmations)
    .where(and(eq(briefingConfirmations.siteId, siteId), eq(briefingConfirmations.day, day)))
    .orderBy(desc(briefingConfirmations.confirmedAt))
    .limit(1000);
}
