import type { Db } from '../../db/client';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { forgetOldReads } from '../access-log/access-log.service';
import { erasePersonalData } from './erase-personal-data';
import { forgetIdleTokens } from '../worker-recognition/worker-recognition.service';
import { forgetExpiredCertificates } from '../certificates/certificates.service';
import { forgetForemenPastRetention } from '../crews/crew-privacy.service';
import * as repo from './privacy.repository';
import { startPeriodicJob } from '../../lib/periodic-job';

/** Every instance runs the job this often; the erasing UPDATE lets one erase each request. */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;
/** Requests erased per transaction, so one run never holds many rows or blobs at once. */
const BATCH = 100;

/** The moment before which a request's personal data is past a retention of `months`. */
export function retentionCutOff(now: Date, months: number): Date {
  const cutOff = new Date(now);
  cutOff.setUTCMonth(cutOff.getUTCMonth() - months);
  return cutOff;
}

/**
 * Erases the personal data of every request older than its company's retention period, and
 * forgets the phones (worker tokens) idle for longer than it, with their certificates, the
 * certificates expired for longer than it, and the foremen's names and phones past it.
 * Returns how many requests this call erased (another instance may have erased the rest).
 */
export async function eraseExpiredPersonalData(
  db: Db,
  store: BlobStore,
  now = new Date(),
): Promise<number> {
  let erased = 0;
  for (const company of await repo.companiesWithRetention(db)) {
    const cutOff = retentionCutOff(now, company.retentionMonths);
    for (;;) {
      const ids = await repo.expiredRequestIds(db, company.companyId, cutOff, BATCH);
      if (ids.length === 0) break;
      const result = await erasePersonalData(
        db,
        store,
        { companyId: company.companyId, requestIds: ids },
        { cause: 'retention', actorUserId: null },
        now,
      );
      erased += result.erasedRequests;
    }
    // A phone that has not sent a request within the period is forgotten with the requests.
    await forgetIdleTokens(db, company.companyId, cutOff);
    // A certificate is the worker's while it may still count; once expired for the whole
    // period, nothing needs it, however often his phone comes back.
    await forgetExpiredCertificates(db, company.companyId, cutOff);
    // A foreman's name and phone follow the same period: those on crews as old as the erased
    // requests, and those of a named foreman revoked or idle for longer than it.
    await forgetForemenPastRetention(db, company.companyId, cutOff, now);
  }
  // The record of who read the data has its own period, not the data's.
  await forgetOldReads(db, now);
  return erased;
}

/**
 * Runs the retention job now and then every RETENTION_EVERY_MS in this process, one run at a
 * time. Several instances may each run it. Returns the stop function.
 */
export function startRetentionJob(
  db: Db,
  store: BlobStore,
  log: { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void },
): () => void {
  return startPeriodicJob(RETENTION_EVERY_MS, () => eraseExpiredPersonalData(db, store), log, {
    key: 'erased',
    done: 'personal data past retention erased',
    failed: 'erasing personal data past retention failed',
  });
}
