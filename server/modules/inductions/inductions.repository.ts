import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { ADMITTED_STATUS } from '@shared/entry-request/lifecycle';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  entryInductions,
  entryRequests,
  siteInductionSettings,
  workerTokenRequests,
  workerTokens,
} from '../../db/schema';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

const validityDaysOf = preparedPerDatabase((db) =>
  db
    .select({ days: siteInductionSettings.validityDays })
    .from(siteInductionSettings)
    .where(eq(siteInductionSettings.siteId, sql.placeholder('siteId')))
    .prepare('site_induction_validity_days'),
);

export function validityDays(db: Db, siteId: number) {
  return validityDaysOf(db)
    .execute({ siteId })
    .then((rows) => rows[0]?.days ?? null);
}

export async function saveValidityDays(db: Executor, siteId: number, days: number | null) {
  await db
    .insert(siteInductionSettings)
    .values({ siteId, validityDays: days })
    .onConflictDoUpdate({
      target: siteInductionSettings.siteId,
      set: { validityDays: days, updatedAt: new Date() },
    });
}

/**
 * The latest induction of this worker (the requests his token sent) at the site that still
 * counts: its request approved, not revoked, done against the current major version and within
 * its validity. `notBefore` applies the site's period as it is now, so shortening it takes
 * effect at once.
 */
export function latestValidInduction(
  db: Executor,
  q: { workerId: number; siteId: number; formMajor: number; now: Date; notBefore: Date },
) {
  return db
    .select({
      completedAt: entryInductions.completedAt,
      validUntil: entryInductions.validUntil,
    })
    .from(entryInductions)
    .innerJoin(
      workerTokenRequests,
      eq(workerTokenRequests.entryRequestId, entryInductions.entryRequestId),
    )
    .innerJoin(entryRequests, eq(entryRequests.id, entryInductions.entryRequestId))
    .where(
      and(
        eq(workerTokenRequests.tokenId, q.workerId),
        eq(entryInductions.siteId, q.siteId),
        eq(entryInductions.formMajor, q.formMajor),
        isNull(entryInductions.revokedAt),
        gt(entryInductions.validUntil, q.now),
        gt(entryInductions.completedAt, q.notBefore),
        eq(entryRequests.status, ADMITTED_STATUS),
      ),
    )
    .orderBy(desc(entryInductions.completedAt))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export async function insertInduction(tx: Executor, row: typeof entryInductions.$inferInsert) {
  await tx.insert(entryInductions).values(row);
}

export function inductionOfRequest(db: Executor, entryRequestId: string) {
  return db
    .select({
      completedAt: entryInductions.completedAt,
      validUntil: entryInductions.validUntil,
      isReused: entryInductions.isReused,
      revokedAt: entryInductions.revokedAt,
    })
    .from(entryInductions)
    .where(eq(entryInductions.entryRequestId, entryRequestId))
    .then((rows) => rows[0] ?? null);
}

/** A worker token by its hash: the worker identity inductions are kept under. */
export function tokenByHash(db: Executor, tokenHash: string) {
  return db
    .select({ id: workerTokens.id, companyId: workerTokens.companyId })
    .from(workerTokens)
    .where(eq(workerTokens.tokenHash, tokenHash))
    .then((rows) => rows[0] ?? null);
}

export function requestPlace(db: Executor, entryRequestId: string) {
  return db
    .select({
      id: entryRequests.id,
      siteId: entryRequests.siteId,
      companyId: entryRequests.companyId,
      formVersion: entryRequests.formVersion,
      language: entryRequests.language,
    })
    .from(entryRequests)
    .where(eq(entryRequests.id, entryRequestId))
    .then((rows) => rows[0] ?? null);
}
