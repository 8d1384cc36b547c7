import {
  ageOn,
  certificateCovers,
  isAdult,
  WORK_AT_HEIGHT,
  type WorkAtHeightDomain,
} from '@shared/certificates/certificate-rules';
import type { Db } from '../../db/client';
import { workerIdentity, type WorkerTokenOf } from '../inductions/worker-identity';
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

/** The worker key of the phone that sent an entry request, or null when none was remembered. */
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
