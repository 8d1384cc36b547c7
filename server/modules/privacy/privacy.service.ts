import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { RetentionSettings, WorkerExport } from '@shared/schemas/privacy.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { companyIdForCall } from '../../lib/scope';
import { erasePersonalData, type ErasureResult } from './erase-personal-data';
import { forgetPhonesOfWorker } from '../worker-recognition/worker-recognition.service';
import { eraseForemanByPhone } from '../crews/crew-privacy.service';
import * as repo from './privacy.repository';
import { retentionCutOff } from './retention-job';

// The retention job's run and the erasure itself are the module's to give: other modules' tests
// check what they forget.
export { eraseExpiredPersonalData } from './retention-job';
export { erasePersonalData };

const DEFAULT_RETENTION_MONTHS = 12;

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** The moment before which the company's requests are past its retention period. */
export async function companyRetentionCutOff(db: Db, companyId: number, now: Date): Promise<Date> {
  const months = (await repo.findRetentionMonths(db, companyId)) ?? DEFAULT_RETENTION_MONTHS;
  return retentionCutOff(now, months);
}

export async function getRetention(db: Db, user: SessionUser): Promise<RetentionSettings> {
  const companyId = companyIdForCall(user, undefined);
  return {
    retentionMonths: (await repo.findRetentionMonths(db, companyId)) ?? DEFAULT_RETENTION_MONTHS,
  };
}

export async function updateRetention(
  db: Db,
  user: SessionUser,
  body: RetentionSettings,
): Promise<RetentionSettings> {
  const companyId = companyIdForCall(user, undefined);
  await db.transaction(async (tx) => {
    const before = (await repo.findRetentionMonths(tx, companyId)) ?? DEFAULT_RETENTION_MONTHS;
    await repo.upsertRetentionMonths(tx, companyId, body.retentionMonths);
    await writeAudit(tx, {
      companyId,
      actorUserId: user.id,
      action: 'company.retention_update',
      entityType: 'company',
      entityId: companyId,
      details: { retentionMonths: { from: before, to: body.retentionMonths } },
    });
  });
  return body;
}

/** The worker's requests in the caller's company; none there answers 404 like any other. */
async function requestsOfWorker(db: Db, companyId: number, phone: string) {
  const rows = await repo.workerRequests(db, companyId, digitsOf(phone));
  if (rows.length === 0) throw new AppError(404, 'NOT_FOUND');
  return rows;
}

/** A copy of what the company holds about the worker; the export itself is audited. */
export async function exportWorkerData(
  db: Db,
  user: SessionUser,
  phone: string,
  now = new Date(),
): Promise<WorkerExport> {
  const companyId = companyIdForCall(user, undefined);
  const rows = await requestsOfWorker(db, companyId, phone);
  await writeAudit(db, {
    companyId,
    actorUserId: user.id,
    action: 'worker.personal_data_export',
    entityType: 'worker',
    entityId: digitsOf(phone),
    details: { requests: rows.length },
  });
  return {
    phone,
    exportedAt: now.toISOString(),
    requests: rows.map((row) => ({
      requestNumber: row.requestNumber,
      siteName: row.siteName,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      company: row.company,
      workStartDate: row.workStartDate,
      values: row.values,
      imageCount: row.imageCount,
      personalDataErasedAt: row.personalDataErasedAt?.toISOString() ?? null,
    })),
  };
}

/** Erases the worker's requests through the retention job's own path, audited per request. */
export async function eraseWorkerData(
  db: Db,
  store: BlobStore,
  user: SessionUser,
  phone: string,
): Promise<ErasureResult> {
  const companyId = companyIdForCall(user, undefined);
  const rows = await repo.workerRequests(db, companyId, digitsOf(phone));
  // He may have sent crews, or been named a foreman, without entering himself.
  const foremanRows = await eraseForemanByPhone(db, companyId, digitsOf(phone), user.id);
  if (rows.length === 0 && foremanRows === 0) throw new AppError(404, 'NOT_FOUND');
  // Before the erasure blanks the phone numbers the remembering phones are found by.
  await forgetPhonesOfWorker(db, companyId, phone);
  return erasePersonalData(
    db,
    store,
    { companyId, requestIds: rows.map((row) => row.id) },
    { cause: 'worker_request', actorUserId: user.id },
  );
}
