import {
  isKept,
  readCertificateAnswer,
  type CertificateAnswer,
} from '@shared/certificates/certificate-answer';
import { addDays } from '@shared/time/calendar-day';
import {
  ageOn,
  certificateCovers,
  EXPIRY_WARNING_DAYS,
  expiryState,
  isAdult,
  WORK_AT_HEIGHT,
  type WorkAtHeightDomain,
} from '@shared/certificates/certificate-rules';
import { fieldType } from '@shared/fields/field-type-registry';
import { isLanguage, type Language } from '@shared/i18n/languages';
import { resolveFormFields } from '@shared/i18n/resolve-form';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type {
  CertificateItem,
  CertificateList,
  CertificateListQuery,
  MyCertificates,
} from '@shared/schemas/certificate.schemas';
import type { FormField } from '@shared/schemas/field-types';
import type { FormValues } from '@shared/validation/form-rules';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { companyIdForCall, isSiteInScope, siteIdsInScope } from '../../lib/scope';
import { validationMessage } from '../../i18n/messages';
import { formVersionFields } from '../entry-forms/entry-forms.service';
import type { WorkerTokenOf } from '../../lib/worker-token-cookie';
import { workerIdentity } from '../inductions/worker-identity.service';
import { companyDay } from '../inspections/fitness.service';
import { getActiveSiteById } from '../sites/sites.service';
import * as repo from './certificates.repository';

/**
 * The worker a certificate belongs to: his worker token at the company, the identity the
 * returning worker's recognition and the inductions use.
 */
export interface WorkerRef {
  companyId: number;
  /** worker_tokens.id */
  workerKey: number;
}

export type WorkerCertificate = repo.CertificateRow;

/** The worker key of the phone making this call, or null for a phone the company does not know. */
export function workerKeyOfPhone(db: Db, companyId: number, tokenOf: WorkerTokenOf | undefined) {
  return workerIdentity(db, companyId, tokenOf);
}

/**
 * The worker key of an entry request: its newest phone (the sender, or a new phone recognised
 * by it since), or null when none was remembered.
 */
export function workerKeyOfRequest(db: Db, entryRequestId: string): Promise<number | null> {
  return repo.tokenOfRequest(db, entryRequestId);
}

/**
 * The worker's certificates of a kind that count on a day (YYYY-MM-DD): verified by a manager,
 * issued by then and not yet expired; with a domain, only work-at-height certificates covering
 * it within the law's longest validity. Newest expiry first; empty when none counts.
 */
export async function validCertificatesFor(
  db: Db,
  worker: WorkerRef,
  q: { kind: string; domain?: WorkAtHeightDomain; on: string },
): Promise<WorkerCertificate[]> {
  const rows = await repo.verifiedInForce(db, {
    companyId: worker.companyId,
    workerTokenId: worker.workerKey,
    kind: q.kind,
    on: q.on,
  });
  const { domain } = q;
  return domain ? rows.filter((c) => certificateCovers(c, domain, q.on)) : rows;
}

/**
 * The worker's age in whole years on a day, by the date of birth he gave last with a
 * certificate (a verified one first); null when he never gave one.
 */
export async function workerAgeOn(db: Db, worker: WorkerRef, on: string): Promise<number | null> {
  const dateOfBirth = await repo.latestDateOfBirth(db, {
    companyId: worker.companyId,
    workerTokenId: worker.workerKey,
  });
  return dateOfBirth === null ? null : ageOn(dateOfBirth, on);
}

/** Why a worker may not work at height in a domain on a day, or null when he may. */
export type WorkAtHeightProblem = 'BIRTH_DATE_UNKNOWN' | 'UNDER_18' | 'NO_VALID_CERTIFICATE';

export async function workAtHeightProblem(
  db: Db,
  worker: WorkerRef,
  q: { domain: WorkAtHeightDomain; on: string },
): Promise<WorkAtHeightProblem | null> {
  const dateOfBirth = await repo.latestDateOfBirth(db, {
    companyId: worker.companyId,
    workerTokenId: worker.workerKey,
  });
  if (dateOfBirth === null) return 'BIRTH_DATE_UNKNOWN';
  if (!isAdult(dateOfBirth, q.on)) return 'UNDER_18';
  const valid = await validCertificatesFor(db, worker, { kind: WORK_AT_HEIGHT, ...q });
  return valid.length > 0 ? null : 'NO_VALID_CERTIFICATE';
}

/** The certificate fields of a form that were answered, with their answers read. */
function answeredCertificates(fields: readonly FormField[], values: FormValues) {
  const answered: { field: FormField; answer: CertificateAnswer }[] = [];
  for (const field of fields) {
    const raw = values[field.id];
    if (!fieldType(field.type).takesPhoto || typeof raw !== 'string' || raw.trim() === '') continue;
    const answer = readCertificateAnswer(raw);
    if (answer) answered.push({ field, answer });
  }
  return answered;
}

/**
 * At submission, per field, a kept certificate the phone offered that is not this phone's
 * worker's, or no longer in force: the form rules can only check its shape.
 */
export async function keptCertificateErrors(
  db: Db,
  q: {
    site: { companyId: number };
    fields: readonly FormField[];
    values: FormValues;
    workerTokenOf: WorkerTokenOf | undefined;
    language: Language;
    today: string;
  },
): Promise<Record<string, string>> {
  const kept = answeredCertificates(q.fields, q.values).flatMap(({ field, answer }) =>
    isKept(answer) ? [{ field, id: answer.keptId }] : [],
  );
  if (kept.length === 0) return {};
  const workerTokenId = await workerKeyOfPhone(db, q.site.companyId, q.workerTokenOf);
  const found =
    workerTokenId === null
      ? new Set<number>()
      : await repo.keptIdsOf(db, { workerTokenId, ids: kept.map((k) => k.id), on: q.today });
  const errors: Record<string, string> = {};
  for (const { field, id } of kept) {
    if (!found.has(id)) {
      errors[field.id] = validationMessage('certificateNotKept', q.language, {
        label: field.label,
      });
    }
  }
  return errors;
}

/**
 * Inside the approval's transaction: the certificates the request carried are kept with the
 * worker token that sent it, so his next visits and the permits find them. A phone the company
 * did not remember has nowhere to keep them; a rejected request never gets here.
 */
export async function keepRequestCertificates(tx: Db, entryRequestId: string): Promise<void> {
  const request = await repo.requestForKeeping(tx, entryRequestId);
  if (!request) return;
  const workerTokenId = await workerKeyOfRequest(tx, entryRequestId);
  if (workerTokenId === null) return;
  const stored = await formVersionFields(tx, request.siteId, request.formVersion);
  if (!stored) return;
  const language = isLanguage(request.language) ? request.language : 'he';
  const fields = resolveFormFields(stored, language);
  for (const { field, answer } of answeredCertificates(fields, request.values)) {
    if (isKept(answer)) {
      await repo.markShownAgain(tx, { id: answer.keptId, workerTokenId, entryRequestId });
      continue;
    }
    await repo.upsertCertificate(tx, {
      ...answer,
      companyId: request.companyId,
      workerTokenId,
      kindLabel: field.options?.find((o) => o.value === answer.kind)?.label ?? '',
      photoFileId: await repo.requestPhoto(tx, entryRequestId, field.id),
      entryRequestId,
    });
  }
}

/**
 * Inside a new phone's recognition: the visits the worker's number and detail matched are his,
 * so the certificates kept with the phones that sent them (or were recognised by them) move to
 * the new phone's token, verification included. Moved, not copied: one card stays one row in the
 * managers' lists, the permits find it by the request's newest phone, and it is deleted with the
 * phone he now uses, by revocation, erasure or retention. Of one card (kind and number) kept by
 * two of his phones, the verified one, else the latest, moves; the other goes with its phone.
 * Returns how many moved.
 */
export async function moveCertificatesToNewPhone(
  tx: Db,
  q: { companyId: number; entryRequestIds: readonly string[]; tokenId: number },
): Promise<number> {
  const kept = await repo.keptByPhonesOfRequests(tx, q);
  const preferred = [...kept].sort(
    (a, b) =>
      Number(b.verifiedAt !== null) - Number(a.verifiedAt !== null) ||
      b.updatedAt.getTime() - a.updatedAt.getTime() ||
      b.id - a.id,
  );
  const chosen = new Map<string, number>();
  for (const row of preferred) {
    const card = JSON.stringify([row.kind, row.number]);
    if (!chosen.has(card)) chosen.set(card, row.id);
  }
  return repo.moveToToken(tx, [...chosen.values()], q.tokenId);
}

/** GET /api/certificates/mine?siteId=: what this phone's worker has kept and still in force. */
export async function myCertificates(
  db: Db,
  rawSiteId: string,
  tokenOf: WorkerTokenOf,
  now = new Date(),
): Promise<MyCertificates> {
  const site = await getActiveSiteById(db, rawSiteId);
  const workerTokenId = await workerKeyOfPhone(db, site.companyId, tokenOf);
  if (workerTokenId === null) return { certificates: [] };
  const { today } = await companyDay(db, site.companyId, now);
  const rows = await repo.inForceOf(db, { workerTokenId, on: today });
  return {
    certificates: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      kindLabel: r.kindLabel,
      domains: r.domains,
      number: r.number,
      expiresOn: r.expiresOn,
      isVerified: r.verifiedAt !== null,
    })),
  };
}

function toItem(row: repo.CertificateListRow, today: string, warnUntil: string): CertificateItem {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: row.kindLabel,
    domains: row.domains,
    number: row.number,
    issuedOn: row.issuedOn,
    expiresOn: row.expiresOn,
    instructorRegistration: row.instructorRegistration,
    dateOfBirth: row.dateOfBirth,
    photoFileId: row.photoFileId,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    verifiedByName: row.verifiedAt ? row.verifiedByName : null,
    workerName: `${row.firstName} ${row.lastName}`.trim(),
    employer: row.employer,
    siteId: row.siteId,
    siteName: row.siteName,
    entryRequestId: row.entryRequestId,
    requestNumber: row.requestNumber,
    expiry: expiryState(row.expiresOn, today, warnUntil),
  };
}

/**
 * GET /api/certificates: those awaiting verification, expiring within the warning period and
 * expired, of the sites in the caller's scope, each placed by the latest visit that showed it.
 */
export async function listCertificates(
  db: Db,
  user: SessionUser,
  query: CertificateListQuery,
  now = new Date(),
): Promise<CertificateList> {
  const companyId = companyIdForCall(user, undefined);
  const { today } = await companyDay(db, companyId, now);
  const warnUntil = addDays(today, EXPIRY_WARNING_DAYS);
  const inScope = siteIdsInScope(user);
  const siteIds =
    query.siteId === undefined
      ? inScope
      : inScope === null || inScope.includes(query.siteId)
        ? [query.siteId]
        : [];
  const rows = await repo.listForStaff(db, {
    companyId,
    siteIds,
    employer: query.employer || undefined,
    warnUntil,
  });
  const items = rows.map((row) => toItem(row, today, warnUntil));
  const employers = [...new Set(items.map((i) => i.employer).filter((e) => e !== ''))].sort();
  return { items, employers, warnUntil };
}

/**
 * POST /api/certificates/{id}/verify: a manager of the site vouches once that the card is real
 * and matches what was typed. The second of two managers at once gets 409 naming the first.
 */
export async function verifyCertificate(
  db: Db,
  user: SessionUser,
  id: number,
  now = new Date(),
): Promise<CertificateItem> {
  const found = await repo.findForStaff(db, id);
  const place = found && { id: found.siteId, companyId: found.companyId };
  if (!found || !place || !isSiteInScope(user, place)) throw new AppError(404, 'NOT_FOUND');
  const verified = await db.transaction(async (tx) => {
    const done = await repo.markVerified(tx, { id, userId: user.id, now });
    if (!done) return false;
    await writeAudit(tx, {
      companyId: place.companyId,
      actorUserId: user.id,
      action: 'certificate.verify',
      entityType: 'worker_certificate',
      entityId: id,
      details: { kind: found.kind, number: found.number, expiresOn: found.expiresOn },
    });
    return true;
  });
  const current = await repo.findForStaff(db, id);
  if (!current) throw new AppError(404, 'NOT_FOUND');
  if (!verified) {
    throw new AppError(409, 'CERTIFICATE_ALREADY_VERIFIED', undefined, {
      verifiedBy: current.verifiedByName ? { fullName: current.verifiedByName } : null,
      verifiedAt: current.verifiedAt?.toISOString() ?? null,
    });
  }
  const { today } = await companyDay(db, place.companyId, now);
  return toItem(current, today, addDays(today, EXPIRY_WARNING_DAYS));
}

/** Retention: certificates expired before the cut-off day are deleted. Returns how many. */
export function forgetExpiredCertificates(db: Db, companyId: number, cutOff: Date) {
  return repo.deleteExpiredBefore(db, companyId, cutOff.toISOString().slice(0, 10));
}
