import type { SessionUser } from '@shared/schemas/auth.schemas';
import { fieldType } from '@shared/fields/field-type-registry';
import type {
  Recognition,
  SiteRecognitionSettings,
  WorkerHistory,
} from '@shared/schemas/worker-recognition.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { changedFields, writeAudit } from '../../lib/audit';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { readEntryImage } from '../../lib/blob-store/entry-files';
import { randomToken, sha256 } from '../../lib/crypto';
import { assertSiteInScope, companyIdForCall, siteIdsInScope } from '../../lib/scope';
import { formVersionFields } from '../entry-forms/entry-forms.service';
import { findSiteById, getActiveSiteById } from '../sites/sites.service';
import * as repo from './worker-recognition.repository';

/** randomToken(32) gives 43 characters; anything else is not a token and is never looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const NOT_RECOGNIZED = { isRecognized: false } as const;

/** The token's row when it is one of this company's live tokens; otherwise null. */
async function liveToken(db: Db, companyId: number, token: string | undefined) {
  if (!token || !TOKEN.test(token)) return null;
  const row = await repo.findToken(db, sha256(token));
  return row && row.companyId === companyId ? row : null;
}

/**
 * After a submission: the phone's token for the request's company is linked to the request,
 * or, when the phone has none that this company knows, a new one is made. The phone is
 * recognised only once a request linked to its token is approved. Returns the new token for the
 * cookie (null when the phone keeps the one it sent).
 */
export async function rememberSubmission(
  db: Db,
  request: { id: string; companyId: number },
  tokenOf: (companyId: number) => string | undefined,
  now = new Date(),
): Promise<string | null> {
  const { id: entryRequestId, companyId } = request;
  const known = await liveToken(db, companyId, tokenOf(companyId));
  if (known) {
    await repo.linkSubmission(db, { entryRequestId, now, tokenId: known.id });
    return null;
  }
  const fresh = randomToken(32);
  await repo.linkSubmission(db, { entryRequestId, now, companyId, tokenHash: sha256(fresh) });
  return fresh;
}

async function rememberedImages(
  db: Db,
  store: BlobStore,
  request: { id: string; siteId: number; formVersion: number },
) {
  const fields = (await formVersionFields(db, request.siteId, request.formVersion)) ?? [];
  const files = await repo.requestFiles(db, request.id);
  const dataUrlOf = async (kind: 'selfie' | 'signature') => {
    const file = files.find((f) =>
      fields.some((field) => field.id === f.fieldId && fieldType(field.type).prefill === kind),
    );
    const bytes = file ? await readEntryImage(store, file, false) : null;
    return bytes && file ? `data:${file.contentType};base64,${bytes.toString('base64')}` : null;
  };
  return { selfie: await dataUrlOf('selfie'), signature: await dataUrlOf('signature') };
}

/**
 * GET /api/worker-recognition/me: what this phone is offered on the site's form. A token that
 * is malformed, unknown, revoked, of another company, or whose approved requests are gone reads
 * as a first visit, and nothing is written.
 */
export async function recognize(
  db: Db,
  store: BlobStore,
  rawSiteId: number,
  tokenOf: (companyId: number) => string | undefined,
): Promise<Recognition> {
  const site = await getActiveSiteById(db, String(rawSiteId));
  const token = await liveToken(db, site.companyId, tokenOf(site.companyId));
  const last = token ? await repo.lastApprovedRequest(db, token.id) : null;
  if (!last) return NOT_RECOGNIZED;
  const settings = await repo.siteSettings(db, site.id);
  const images = await rememberedImages(db, store, last);
  return {
    isRecognized: true,
    firstName: last.firstName,
    lastName: last.lastName,
    phone: last.phone,
    company: last.company,
    language: last.language,
    selfie: settings.requiresFreshPhoto ? null : images.selfie,
    signature: settings.allowsSignatureReuse ? images.signature : null,
    requiresFreshPhoto: settings.requiresFreshPhoto,
    lastApprovedAt: (last.decidedAt ?? last.tokenCreatedAt).toISOString(),
    rememberedSince: last.tokenCreatedAt.toISOString(),
  };
}

/** DELETE /api/worker-recognition/me: "this is not me", or the worker erasing what is kept. */
export async function forget(
  db: Db,
  rawSiteId: number,
  tokenOf: (companyId: number) => string | undefined,
): Promise<{ companyId: number }> {
  const site = await getActiveSiteById(db, String(rawSiteId));
  const token = await liveToken(db, site.companyId, tokenOf(site.companyId));
  if (token) await repo.deleteToken(db, token.id);
  return { companyId: site.companyId };
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** The worker's visits in the caller's scope; a worker with none there is not found. */
async function visitsInScope(db: Db, user: SessionUser, phone: string) {
  const companyId = companyIdForCall(user, undefined);
  const rows = await repo.workerVisits(db, companyId, digitsOf(phone), siteIdsInScope(user));
  if (rows.length === 0) throw new AppError(404, 'NOT_FOUND');
  return { companyId, rows };
}

/** GET /api/worker-recognition/workers: a worker's visits across the company's sites. */
export async function workerHistory(
  db: Db,
  user: SessionUser,
  phone: string,
): Promise<WorkerHistory> {
  const { companyId, rows } = await visitsInScope(db, user, phone);
  const named = rows.find((row) => row.firstName || row.lastName);
  const tokens = await repo.tokenIdsOfPhone(db, companyId, digitsOf(phone));
  return {
    name: named ? `${named.firstName} ${named.lastName}`.trim() : '',
    rememberedPhones: tokens.length,
    visits: rows.map((row) => ({
      id: row.id,
      requestNumber: row.requestNumber,
      siteName: row.siteName,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      exitTime: row.exitTime?.toISOString() ?? null,
      isPersonalDataErased: row.personalDataErasedAt !== null,
      isFromRememberedPhone: row.isFromRememberedPhone,
      induction: row.inductionCompletedAt
        ? {
            completedAt: row.inductionCompletedAt.toISOString(),
            validUntil: row.inductionValidUntil?.toISOString() ?? null,
            isReused: row.isInductionReused ?? false,
            isRevoked: row.inductionRevokedAt !== null,
          }
        : null,
    })),
  };
}

/** POST /api/worker-recognition/workers/revoke: every phone that remembers him forgets him. */
export async function revokeWorker(
  db: Db,
  user: SessionUser,
  phone: string,
): Promise<{ revoked: number }> {
  const { companyId } = await visitsInScope(db, user, phone);
  return db.transaction(async (tx) => {
    const revoked = await repo.deleteTokens(
      tx,
      await repo.tokenIdsOfPhone(tx, companyId, digitsOf(phone)),
    );
    await writeAudit(tx, {
      companyId,
      actorUserId: user.id,
      action: 'worker.recognition_revoke',
      entityType: 'worker',
      entityId: digitsOf(phone),
      details: { phones: revoked },
    });
    return { revoked };
  });
}

/**
 * POST /api/worker-recognition/workers/revoke-induction: his inductions at the caller's sites
 * stop counting, so his next visit repeats them while his phones stay recognised.
 */
export async function revokeInduction(
  db: Db,
  user: SessionUser,
  phone: string,
  now = new Date(),
): Promise<{ revoked: number }> {
  const { companyId } = await visitsInScope(db, user, phone);
  const digits = digitsOf(phone);
  return db.transaction(async (tx) => {
    const revoked = await repo.revokeInductions(tx, {
      companyId,
      digits,
      tokenIds: await repo.tokenIdsOfPhone(tx, companyId, digits),
      siteIds: siteIdsInScope(user),
      now,
    });
    await writeAudit(tx, {
      companyId,
      actorUserId: user.id,
      action: 'worker.induction_revoke',
      entityType: 'worker',
      entityId: digits,
      details: { inductions: revoked },
    });
    return { revoked };
  });
}

/** Every phone the company remembers from a worker, for an erasure at his request. */
export async function forgetPhonesOfWorker(
  db: Db,
  companyId: number,
  phone: string,
): Promise<number> {
  return repo.deleteTokens(db, await repo.tokenIdsOfPhone(db, companyId, digitsOf(phone)));
}

/** The retention job: tokens not used within the company's retention period are deleted. */
export function forgetIdleTokens(db: Db, companyId: number, cutOff: Date): Promise<number> {
  return repo.deleteIdleTokens(db, companyId, cutOff);
}

async function siteInScope(db: Db, user: SessionUser, siteId: number) {
  const site = await findSiteById(db, siteId);
  assertSiteInScope(user, site);
  return site;
}

/** GET /api/worker-recognition/sites/{siteId}: what the site lets a known worker reuse. */
export async function getSiteSettings(
  db: Db,
  user: SessionUser,
  siteId: number,
): Promise<SiteRecognitionSettings> {
  const site = await siteInScope(db, user, siteId);
  return repo.siteSettings(db, site.id);
}

/** PUT /api/worker-recognition/sites/{siteId}: the change, audited with what it was. */
export async function updateSiteSettings(
  db: Db,
  user: SessionUser,
  siteId: number,
  body: SiteRecognitionSettings,
): Promise<SiteRecognitionSettings> {
  const site = await siteInScope(db, user, siteId);
  await db.transaction(async (tx) => {
    const before = await repo.siteSettings(tx, site.id);
    await repo.upsertSiteSettings(tx, site.id, body);
    await writeAudit(tx, {
      companyId: site.companyId,
      actorUserId: user.id,
      action: 'site.recognition_update',
      entityType: 'site',
      entityId: site.id,
      details: changedFields(before, body),
    });
  });
  return repo.siteSettings(db, site.id);
}
