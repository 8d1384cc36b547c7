import { createHash, timingSafeEqual } from 'node:crypto';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type {
  CompanyRecognitionSettings,
  NewPhoneClaim,
} from '@shared/schemas/worker-recognition.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { changedFields, writeAudit } from '../../lib/audit';
import { randomToken, sha256 } from '../../lib/crypto';
import { moveCertificatesToNewPhone } from '../certificates/certificates.service';
import { companyRetentionCutOff } from '../privacy/privacy.service';
import { getActiveSiteById } from '../sites/sites.service';
import * as repo from './new-phone.repository';
import { insertToken, linkRequest } from './worker-recognition.repository';

/**
 * What a worker types and what his form stored are compared without case, spaces, dashes,
 * slashes or dots: "12-3456 78" matches "12345678", and a date typed 1990-05-01 matches one
 * stored as 1990-05-01.
 */
export function normalizeDetail(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return String(value)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Equal digests of equal length: the time taken says nothing about how much of it matched. */
function sameDetail(given: string, stored: string): boolean {
  const isEqual = timingSafeEqual(digest(given), digest(stored));
  return isEqual && stored.length > 0;
}

/** GET /api/worker-recognition/new-phone: the field the site's company asks for, or null. */
export async function newPhoneOffer(
  db: Db,
  rawSiteId: number,
): Promise<CompanyRecognitionSettings> {
  const site = await getActiveSiteById(db, String(rawSiteId));
  return { detailFieldId: await repo.detailFieldId(db, site.companyId) };
}

/**
 * POST /api/worker-recognition/new-phone: the phone number and the detail, checked against each
 * of the company's approved requests from that number within its retention period (a visit to
 * a site whose form lacks the field, or where the worker typed it otherwise, does not hide the
 * others). On a match this phone gets a new token linked to the newest matching request, so
 * the ordinary recognition follows, the certificates kept with the matching visits' phones move
 * to it, and the audit log records it without the detail; otherwise null and nothing is
 * written, whatever the reason (setting off, unknown number, erased data, wrong detail).
 */
export async function claimNewPhone(
  db: Db,
  rawSiteId: number,
  claim: NewPhoneClaim,
  now = new Date(),
): Promise<{ companyId: number; token: string | null }> {
  const site = await getActiveSiteById(db, String(rawSiteId));
  const companyId = site.companyId;
  const fieldId = await repo.detailFieldId(db, companyId);
  if (!fieldId) return { companyId, token: null };
  const digits = claim.phone.replace(/\D/g, '');
  const since = await companyRetentionCutOff(db, companyId, now);
  const given = normalizeDetail(claim.detail);
  // Every visit is compared, not only up to the first match, so the time says nothing more.
  const matches = (await repo.approvedOfPhone(db, companyId, digits, since)).filter((visit) =>
    sameDetail(given, normalizeDetail(visit.values[fieldId])),
  );
  const matched = matches[0];
  if (!matched) return { companyId, token: null };
  const token = randomToken(32);
  await db.transaction(async (tx) => {
    const tokenId = await insertToken(tx, companyId, sha256(token), now);
    await linkRequest(tx, tokenId, matched.id, now);
    await moveCertificatesToNewPhone(tx, {
      companyId,
      entryRequestIds: matches.map((visit) => visit.id),
      tokenId,
    });
    await writeAudit(tx, {
      companyId,
      actorUserId: null,
      action: 'worker.new_phone_recognized',
      entityType: 'worker',
      entityId: digits,
      details: { siteId: site.id, entryRequestId: matched.id, detailFieldId: fieldId },
    });
  });
  return { companyId, token };
}

/** The caller's own company: the setting is the company admin's, as its profile is. */
function ownCompanyId(user: SessionUser): number {
  if (user.companyId === null) throw new AppError(404, 'NOT_FOUND');
  return user.companyId;
}

/** GET /api/worker-recognition/company: the caller's company's setting. */
export async function getCompanySettings(
  db: Db,
  user: SessionUser,
): Promise<CompanyRecognitionSettings> {
  return { detailFieldId: await repo.detailFieldId(db, ownCompanyId(user)) };
}

/** PUT /api/worker-recognition/company: the change, audited with what it was. */
export async function updateCompanySettings(
  db: Db,
  user: SessionUser,
  body: CompanyRecognitionSettings,
): Promise<CompanyRecognitionSettings> {
  const companyId = ownCompanyId(user);
  await db.transaction(async (tx) => {
    const before = await repo.detailFieldId(tx, companyId);
    await repo.upsertDetailFieldId(tx, companyId, body.detailFieldId);
    await writeAudit(tx, {
      companyId,
      actorUserId: user.id,
      action: 'company.recognition_update',
      entityType: 'company',
      entityId: companyId,
      details: changedFields({ detailFieldId: before }, body),
    });
  });
  return getCompanySettings(db, user);
}
