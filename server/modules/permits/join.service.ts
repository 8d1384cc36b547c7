import { evaluatePermit } from '@shared/permits/permit-checks';
import { isLiveState } from '@shared/permits/permit-lifecycle';
import type { WorkerPermit } from '@shared/schemas/permit.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { discardEntryImages, putEntryImages } from '../../lib/blob-store/entry-files';
import { catalogText } from '../../lib/catalog';
import type { JoinSubmission } from './join-signature';
import { checkPermit, companyToday, workerFacts } from './permit-facts';
import { checkedPermitOf } from './permit-view';
import { announce, stateConflict, workersOnPermit } from './permits.service';
import * as repo from './permits.repository';

const notFound = () => new AppError(404, 'NOT_FOUND');

function toWorkerPermit(row: repo.PermitRow, hasJoined: boolean): WorkerPermit {
  const { permit } = row;
  return {
    id: permit.id,
    joinToken: permit.joinToken,
    siteName: row.siteName,
    location: permit.location,
    task: permit.task,
    hazards: permit.hazards,
    domain: checkedPermitOf(permit).domain,
    isNight: permit.isNight,
    isWindy: permit.isWindy,
    writtenInstructions: permit.writtenInstructions,
    instructionsFileId: permit.instructionsFileId,
    groundAttendantName: permit.groundAttendantName,
    plannedEnd: permit.plannedEnd.toISOString(),
    state: permit.state,
    hasJoined,
  };
}

/**
 * The permit behind a QR code and the worker reading it: he must be on the permit's site today
 * (approved today, not yet out). Anyone else, like an unknown code, gets 404: a worker reaches
 * only the permits of the site he is on.
 */
async function permitForWorker(db: Db, token: string, entryId: string, now: Date) {
  const row = await repo.findPermitByToken(db, token);
  if (!row) throw notFound();
  const { zone } = await companyToday(db, row.permit.companyId, now);
  const entry = await repo.onSiteEntry(db, entryId, zone, now);
  if (!entry || entry.siteId !== row.permit.siteId) throw notFound();
  return { row, entry };
}

/** GET /api/permits/join/{token}?entryId=: what the worker reads before he signs. */
export async function permitToJoin(db: Db, token: string, entryId: string, now = new Date()) {
  const { row } = await permitForWorker(db, token, entryId, now);
  const joined = await repo.activeWorkerEntries(db, row.permit.id);
  return toWorkerPermit(row, joined.includes(entryId));
}

/**
 * POST /api/permits/join/{token}: the worker signs onto an active permit. His age and
 * certificate are checked at that moment; what is missing is told in his language and nothing
 * is written. His drawn signature is an image of his entry request, so it is served, kept and
 * erased as the request's other images are.
 */
export async function joinPermit(
  db: Db,
  store: BlobStore,
  token: string,
  body: JoinSubmission,
  now = new Date(),
): Promise<WorkerPermit> {
  const { row, entry } = await permitForWorker(db, token, body.entryId, now);
  const { permit } = row;
  if (permit.state !== 'active') throw await stateConflict(db, permit.id);
  const { today } = await companyToday(db, permit.companyId, now);
  const checked = checkedPermitOf(permit);
  const [facts] = await workerFacts(db, checked, [entry], today);
  const own = evaluatePermit(
    { ...checked, equipmentState: null, isWeatherMarked: false, workers: [facts!] },
    [],
  ).filter((c) => c.check === 'worker_age' || c.check === 'worker_certificate');
  const missing = own.filter((c) => !c.passed);
  if (missing.length > 0) {
    throw new AppError(
      400,
      'PERMIT_WORKER_NOT_QUALIFIED',
      Object.fromEntries(
        missing.map((c) => [
          c.check,
          catalogText(body.language, 'permits', `worker.missing.${c.check}`),
        ]),
      ),
    );
  }
  const others = (await workersOnPermit(db, permit.id)).filter((w) => w.id !== entry.id);
  const checks = await checkPermit(db, checked, [...others, entry], now);
  const { signature } = body;
  let isStored = false;
  let isActive = true;
  try {
    if (signature) await putEntryImages(store, [signature]);
    await db.transaction(async (tx) => {
      // Suspended or closed since it was read: the join lost the race and writes nothing.
      isActive = await repo.holdActivePermit(tx, permit.id);
      if (!isActive) return;
      if (signature) await repo.insertSignatureFile(tx, entry.id, permit.id, signature);
      const isNew = await repo.insertWorker(tx, {
        permitId: permit.id,
        entryRequestId: entry.id,
        signatureName: body.signatureName,
        signatureFileId: signature?.id ?? null,
        language: body.language,
        joinedAt: now,
        checkResult: own,
      });
      // A second join of the same worker keeps his first signature, not this one.
      if (!isNew) {
        if (signature) await repo.deleteSignatureFile(tx, signature.id);
        return;
      }
      await repo.storeChecks(tx, permit.id, checks, now);
      await announce(tx, permit, permit.state);
      isStored = true;
    });
  } finally {
    if (signature && !isStored) await discardEntryImages(store, [signature.id]).catch(() => {});
  }
  if (!isActive) throw await stateConflict(db, permit.id);
  return toWorkerPermit(row, true);
}

/**
 * GET /api/permits/mine?entryId=: the permits the worker is on today, live on his page. After
 * midnight a night shift's entry is yesterday's, yet the permit he works under may still be
 * active or suspended: those stay on his page until they end or he leaves the site.
 */
export async function workerPermits(db: Db, entryId: string, now = new Date()) {
  const rows = await repo.permitsOfEntry(db, entryId);
  if (rows.length === 0) return { permits: [] };
  const { zone } = await companyToday(db, rows[0]!.permit.companyId, now);
  const entry = await repo.onSiteEntry(db, entryId, zone, now);
  const shown = entry
    ? rows.filter((r) => r.permit.siteId === entry.siteId)
    : (await repo.isUnexitedEntry(db, entryId))
      ? rows.filter((r) => isLiveState(r.permit.state))
      : [];
  return { permits: shown.map((r) => toWorkerPermit(r, true)) };
}
