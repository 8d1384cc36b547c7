import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { ADMITTED_STATUS, OPEN_STATUSES } from '@shared/entry-request/lifecycle';
import { DEFAULT_CREW_SIZE } from '@shared/schemas/crew.schemas';
import type { Db } from '../../db/client';
import {
  crewForemen,
  crewMembers,
  crews,
  entryRequests,
  siteCrewSettings,
  workerTokenRequests,
} from '../../db/schema';
import { phoneDigits } from '../../db/schema/worker-search';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** A named foreman's live pass, whichever site it is for. */
export function foremanByPass(db: Db, passHash: string) {
  return db
    .select()
    .from(crewForemen)
    .where(and(eq(crewForemen.passHash, passHash), isNull(crewForemen.revokedAt)))
    .then((rows) => rows[0] ?? null);
}

/** The worker a remembered phone was last approved as at this site, while his data is kept. */
export function approvedAtSite(db: Db, tokenId: number, siteId: number) {
  return db
    .select({
      firstName: entryRequests.workerFirstName,
      lastName: entryRequests.workerLastName,
      phone: entryRequests.workerPhone,
    })
    .from(workerTokenRequests)
    .innerJoin(entryRequests, eq(entryRequests.id, workerTokenRequests.entryRequestId))
    .where(
      and(
        eq(workerTokenRequests.tokenId, tokenId),
        eq(entryRequests.siteId, siteId),
        eq(entryRequests.status, ADMITTED_STATUS),
        isNull(entryRequests.personalDataErasedAt),
      ),
    )
    .orderBy(desc(entryRequests.decidedAt))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export function maxCrewSize(db: Db, siteId: number): Promise<number> {
  return db
    .select({ max: siteCrewSettings.maxCrewSize })
    .from(siteCrewSettings)
    .where(eq(siteCrewSettings.siteId, siteId))
    .then((rows) => rows[0]?.max ?? DEFAULT_CREW_SIZE);
}

export async function upsertMaxCrewSize(tx: Executor, siteId: number, max: number) {
  await tx
    .insert(siteCrewSettings)
    .values({ siteId, maxCrewSize: max })
    .onConflictDoUpdate({
      target: siteCrewSettings.siteId,
      set: { maxCrewSize: max, updatedAt: sql`now()` },
    });
}

export type NewCrew = typeof crews.$inferInsert;

export async function insertCrew(tx: Executor, crew: NewCrew, memberIds: readonly string[]) {
  await tx.insert(crews).values(crew);
  await tx
    .insert(crewMembers)
    .values(
      memberIds.map((entryRequestId, position) => ({ crewId: crew.id, entryRequestId, position })),
    );
}

export function findByIdempotencyKey(db: Db, key: string) {
  return db
    .select({ id: crews.id, fingerprint: crews.idempotencyFingerprint })
    .from(crews)
    .where(eq(crews.idempotencyKey, key))
    .then((rows) => rows[0] ?? null);
}

/** A crew's workers in the foreman's order, with where each request stands. */
export function membersOf(db: Db, crewIds: readonly string[]) {
  if (crewIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      crewId: crewMembers.crewId,
      entryRequestId: entryRequests.id,
      requestNumber: entryRequests.requestNumber,
      firstName: entryRequests.workerFirstName,
      lastName: entryRequests.workerLastName,
      phone: entryRequests.workerPhone,
      status: entryRequests.status,
    })
    .from(crewMembers)
    .innerJoin(entryRequests, eq(entryRequests.id, crewMembers.entryRequestId))
    .where(inArray(crewMembers.crewId, [...crewIds]))
    .orderBy(asc(crewMembers.crewId), asc(crewMembers.position));
}

/** The crews of a site with at least one worker still waiting, oldest first. */
export function pendingCrews(db: Db, siteId: number) {
  const waiting = db
    .select({ crewId: crewMembers.crewId })
    .from(crewMembers)
    .innerJoin(entryRequests, eq(entryRequests.id, crewMembers.entryRequestId))
    .where(inArray(entryRequests.status, [...OPEN_STATUSES]));
  return db
    .select()
    .from(crews)
    .where(and(eq(crews.siteId, siteId), inArray(crews.id, waiting)))
    .orderBy(asc(crews.createdAt))
    .limit(100);
}

export function findCrew(db: Db, id: string) {
  return db
    .select()
    .from(crews)
    .where(eq(crews.id, id))
    .then((rows) => rows[0] ?? null);
}

export function foremenOfSite(db: Db, siteId: number) {
  return db
    .select({
      id: crewForemen.id,
      name: crewForemen.name,
      phone: crewForemen.phone,
      createdAt: crewForemen.createdAt,
    })
    .from(crewForemen)
    .where(and(eq(crewForemen.siteId, siteId), isNull(crewForemen.revokedAt)))
    .orderBy(asc(crewForemen.name));
}

export type NewForeman = typeof crewForemen.$inferInsert;

export function insertForeman(tx: Executor, foreman: NewForeman) {
  return tx
    .insert(crewForemen)
    .values(foreman)
    .returning()
    .then((rows) => rows[0]!);
}

export function findForeman(db: Db, id: number) {
  return db
    .select()
    .from(crewForemen)
    .where(and(eq(crewForemen.id, id), isNull(crewForemen.revokedAt)))
    .then((rows) => rows[0] ?? null);
}

export async function revokeForeman(tx: Executor, id: number, now: Date) {
  await tx.update(crewForemen).set({ revokedAt: now }).where(eq(crewForemen.id, id));
}

/**
 * When the foreman of the updated row last sent a crew; the alias keeps the subquery's columns
 * apart from the updated row's.
 */
const lastCrewOfForeman = sql`(select max(sent.created_at) from ${crews} sent
  where sent.foreman_id = ${crewForemen}.id)`;

/**
 * Blanks the name and phone of the company's named foremen revoked before the cut-off, or whose
 * last crew (or, having sent none, whose naming) is older than it, and revokes those still live.
 * Claims only foremen not yet blanked, so racing runs blank each once.
 */
export function eraseIdleForemen(tx: Executor, companyId: number, cutOff: Date, now: Date) {
  return tx
    .update(crewForemen)
    .set({ name: '', phone: '', revokedAt: sql`coalesce(${crewForemen.revokedAt}, ${now})` })
    .where(
      and(
        eq(crewForemen.companyId, companyId),
        ne(crewForemen.phone, ''),
        or(
          lt(crewForemen.revokedAt, cutOff),
          sql`coalesce(${lastCrewOfForeman}, ${crewForemen.createdAt}) < ${cutOff}`,
        ),
      ),
    )
    .returning({ id: crewForemen.id, siteId: crewForemen.siteId });
}

/** The same for the company's named foremen with this phone, whatever their age. */
export function eraseForemenByPhone(tx: Executor, companyId: number, digits: string, now: Date) {
  return tx
    .update(crewForemen)
    .set({ name: '', phone: '', revokedAt: sql`coalesce(${crewForemen.revokedAt}, ${now})` })
    .where(
      and(
        eq(crewForemen.companyId, companyId),
        ne(crewForemen.phone, ''),
        sql`${phoneDigits(crewForemen.phone)} = ${digits}`,
      ),
    )
    .returning({ id: crewForemen.id, siteId: crewForemen.siteId });
}

/** Blanks the foreman of the company's crews sent before the cut-off. */
export async function eraseOldCrewForemen(tx: Executor, companyId: number, cutOff: Date) {
  await tx
    .update(crews)
    .set({ foremanName: '', foremanPhone: '' })
    .where(
      and(eq(crews.companyId, companyId), lt(crews.createdAt, cutOff), ne(crews.foremanPhone, '')),
    );
}

/** Blanks the foreman of the company's crews sent from this phone. */
export function eraseCrewForemenByPhone(tx: Executor, companyId: number, digits: string) {
  return tx
    .update(crews)
    .set({ foremanName: '', foremanPhone: '' })
    .where(
      and(
        eq(crews.companyId, companyId),
        ne(crews.foremanPhone, ''),
        sql`${phoneDigits(crews.foremanPhone)} = ${digits}`,
      ),
    )
    .returning({ id: crews.id, siteId: crews.siteId });
}
