import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { ADMITTED_STATUS } from '@shared/entry-request/lifecycle';
import type { Db } from '../../db/client';
import {
  entryInductions,
  entryRequestFiles,
  entryRequests,
  siteRecognitionSettings,
  sites,
  workerTokenRequests,
  workerTokens,
} from '../../db/schema';
import { phoneDigits } from '../../db/schema/worker-search';

type Executor = Pick<Db, 'select' | 'selectDistinct' | 'insert' | 'update' | 'delete'>;

export function findToken(db: Executor, tokenHash: string) {
  return db
    .select({ id: workerTokens.id, companyId: workerTokens.companyId })
    .from(workerTokens)
    .where(eq(workerTokens.tokenHash, tokenHash))
    .then((rows) => rows[0] ?? null);
}

export async function insertToken(tx: Executor, companyId: number, tokenHash: string, now: Date) {
  const [row] = await tx
    .insert(workerTokens)
    .values({ companyId, tokenHash, lastUsedAt: now, createdAt: now })
    .returning({ id: workerTokens.id });
  return row!.id;
}

export async function linkRequest(
  tx: Executor,
  tokenId: number,
  entryRequestId: string,
  now: Date,
) {
  await tx.insert(workerTokenRequests).values({ tokenId, entryRequestId }).onConflictDoNothing();
  await tx.update(workerTokens).set({ lastUsedAt: now }).where(eq(workerTokens.id, tokenId));
}

/**
 * Links a submitted request to the phone's token in one statement, so atomic without a
 * transaction: a new token is written with it, a known one has its last use moved.
 */
export async function linkSubmission(
  db: Pick<Db, 'execute'>,
  link: { entryRequestId: string; now: Date } & (
    { tokenId: number } | { companyId: number; tokenHash: string }
  ),
) {
  const now = link.now.toISOString();
  const token =
    'tokenId' in link
      ? sql`update worker_tokens set last_used_at = ${now}::timestamptz
            where id = ${link.tokenId} returning id`
      : sql`insert into worker_tokens (company_id, token_hash, last_used_at, created_at)
            values (${link.companyId}, ${link.tokenHash}, ${now}::timestamptz, ${now}::timestamptz)
            returning id`;
  await db.execute(sql`
    with token as (${token})
    insert into worker_token_requests (token_id, entry_request_id)
    select id, ${link.entryRequestId} from token
    on conflict do nothing`);
}

export function deleteToken(tx: Executor, tokenId: number) {
  return tx.delete(workerTokens).where(eq(workerTokens.id, tokenId));
}

/** The latest approved request sent with the token whose personal data is still kept. */
export function lastApprovedRequest(db: Executor, tokenId: number) {
  return db
    .select({
      id: entryRequests.id,
      siteId: entryRequests.siteId,
      formVersion: entryRequests.formVersion,
      language: entryRequests.language,
      firstName: entryRequests.workerFirstName,
      lastName: entryRequests.workerLastName,
      phone: entryRequests.workerPhone,
      company: entryRequests.workerCompany,
      decidedAt: entryRequests.decidedAt,
      tokenCreatedAt: workerTokens.createdAt,
    })
    .from(workerTokenRequests)
    .innerJoin(workerTokens, eq(workerTokens.id, workerTokenRequests.tokenId))
    .innerJoin(entryRequests, eq(entryRequests.id, workerTokenRequests.entryRequestId))
    .where(
      and(
        eq(workerTokenRequests.tokenId, tokenId),
        eq(entryRequests.status, ADMITTED_STATUS),
        isNull(entryRequests.personalDataErasedAt),
      ),
    )
    .orderBy(desc(entryRequests.decidedAt))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export function requestFiles(db: Executor, entryRequestId: string) {
  return db
    .select({
      id: entryRequestFiles.id,
      fieldId: entryRequestFiles.fieldId,
      contentType: entryRequestFiles.contentType,
      inStore: entryRequestFiles.inStore,
      bytes: entryRequestFiles.bytes,
    })
    .from(entryRequestFiles)
    .where(eq(entryRequestFiles.entryRequestId, entryRequestId));
}

export function siteSettings(db: Executor, siteId: number) {
  return db
    .select({
      requiresFreshPhoto: siteRecognitionSettings.requiresFreshPhoto,
      allowsSignatureReuse: siteRecognitionSettings.allowsSignatureReuse,
    })
    .from(siteRecognitionSettings)
    .where(eq(siteRecognitionSettings.siteId, siteId))
    .then((rows) => rows[0] ?? { requiresFreshPhoto: false, allowsSignatureReuse: true });
}

export async function upsertSiteSettings(
  tx: Executor,
  siteId: number,
  settings: { requiresFreshPhoto: boolean; allowsSignatureReuse: boolean },
) {
  await tx
    .insert(siteRecognitionSettings)
    .values({ siteId, ...settings })
    .onConflictDoUpdate({
      target: siteRecognitionSettings.siteId,
      set: { ...settings, updatedAt: new Date() },
    });
}

/** The company's requests whose phone has these digits, newest first, on sites of `siteIds`. */
export function workerVisits(
  db: Executor,
  companyId: number,
  digits: string,
  siteIds: readonly number[] | null,
) {
  return db
    .select({
      id: entryRequests.id,
      requestNumber: entryRequests.requestNumber,
      siteName: sites.name,
      status: entryRequests.status,
      firstName: entryRequests.workerFirstName,
      lastName: entryRequests.workerLastName,
      createdAt: entryRequests.createdAt,
      decidedAt: entryRequests.decidedAt,
      exitTime: entryRequests.exitTime,
      personalDataErasedAt: entryRequests.personalDataErasedAt,
      isFromRememberedPhone: sql<boolean>`exists (select 1 from ${workerTokenRequests}
        where ${workerTokenRequests.entryRequestId} = ${entryRequests.id})`,
      inductionCompletedAt: entryInductions.completedAt,
      inductionValidUntil: entryInductions.validUntil,
      isInductionReused: entryInductions.isReused,
      inductionRevokedAt: entryInductions.revokedAt,
    })
    .from(entryRequests)
    .innerJoin(sites, eq(sites.id, entryRequests.siteId))
    .leftJoin(entryInductions, eq(entryInductions.entryRequestId, entryRequests.id))
    .where(
      and(
        eq(entryRequests.companyId, companyId),
        sql`${phoneDigits(entryRequests.workerPhone)} = ${digits}`,
        siteIds === null ? undefined : inArray(entryRequests.siteId, [...siteIds]),
      ),
    )
    .orderBy(desc(entryRequests.createdAt))
    .limit(200);
}

/** The company's tokens that sent a request with a phone of these digits. */
export function tokenIdsOfPhone(db: Executor, companyId: number, digits: string) {
  return db
    .selectDistinct({ id: workerTokens.id })
    .from(workerTokens)
    .innerJoin(workerTokenRequests, eq(workerTokenRequests.tokenId, workerTokens.id))
    .innerJoin(entryRequests, eq(entryRequests.id, workerTokenRequests.entryRequestId))
    .where(
      and(
        eq(workerTokens.companyId, companyId),
        sql`${phoneDigits(entryRequests.workerPhone)} = ${digits}`,
      ),
    )
    .then((rows) => rows.map((row) => row.id));
}

export async function deleteTokens(tx: Executor, ids: readonly number[]) {
  if (ids.length === 0) return 0;
  const deleted = await tx
    .delete(workerTokens)
    .where(inArray(workerTokens.id, [...ids]))
    .returning({ id: workerTokens.id });
  return deleted.length;
}

/** Tokens of the company not used since the cut-off: past the company's retention period. */
export async function deleteIdleTokens(tx: Executor, companyId: number, cutOff: Date) {
  const deleted = await tx
    .delete(workerTokens)
    .where(and(eq(workerTokens.companyId, companyId), lt(workerTokens.lastUsedAt, cutOff)))
    .returning({ id: workerTokens.id });
  return deleted.length;
}

/**
 * Marks revoked the inductions not yet revoked of the company's requests on sites of `siteIds`
 * that have the phone's digits or were sent by one of `tokenIds` (the phones that remember him,
 * whose inductions are the ones a visit could reuse). Returns how many.
 */
export async function revokeInductions(
  tx: Executor,
  q: {
    companyId: number;
    digits: string;
    tokenIds: readonly number[];
    siteIds: readonly number[] | null;
    now: Date;
  },
) {
  const sentByHisPhones =
    q.tokenIds.length === 0
      ? undefined
      : inArray(
          entryRequests.id,
          tx
            .select({ id: workerTokenRequests.entryRequestId })
            .from(workerTokenRequests)
            .where(inArray(workerTokenRequests.tokenId, [...q.tokenIds])),
        );
  const hisRequests = tx
    .select({ id: entryRequests.id })
    .from(entryRequests)
    .where(
      and(
        eq(entryRequests.companyId, q.companyId),
        q.siteIds === null ? undefined : inArray(entryRequests.siteId, [...q.siteIds]),
        or(sql`${phoneDigits(entryRequests.workerPhone)} = ${q.digits}`, sentByHisPhones),
      ),
    );
  const revoked = await tx
    .update(entryInductions)
    .set({ revokedAt: q.now })
    .where(
      and(isNull(entryInductions.revokedAt), inArray(entryInductions.entryRequestId, hisRequests)),
    )
    .returning({ id: entryInductions.entryRequestId });
  return revoked.length;
}
