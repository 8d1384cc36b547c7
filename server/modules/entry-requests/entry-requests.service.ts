import {
  ADMITTED_STATUS,
  allowedFrom,
  isFinalStatus,
  needsReason,
} from '@shared/entry-request/lifecycle';
import type { DecisionChannel } from '@shared/entry-request/decision-channels';
import type { Language } from '@shared/i18n/languages';
import { resolveText, withTranslations } from '@shared/i18n/localized-text';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { EntryRequestStatus, StatusChangeBody } from '@shared/schemas/entry-request.schemas';
import type { EntryStateConflict } from '@shared/schemas/race-conflict.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isSiteInScope } from '../../lib/scope';
import { publishInTransaction } from '../../realtime/publish';
import * as repo from './entry-requests.repository';
import { keepRequestCertificates } from '../certificates/certificates.service';
import * as presence from './presence.repository';

/** randomToken(16) gives 22 characters; the check spares the database any other string. */
const ENTRY_ID = /^[A-Za-z0-9_-]{16,64}$/;

const entryNotFound = () => new AppError(404, 'ENTRY_NOT_FOUND');

export function toEntryRequestStatus(row: repo.StatusRow): EntryRequestStatus {
  const { entry } = row;
  return {
    id: entry.id,
    requestNumber: entry.requestNumber,
    status: entry.status,
    rejectionReason: entry.rejectionReason,
    language: entry.language,
    siteId: entry.siteId,
    workStartDate: entry.workStartDate,
    scaffoldingNumber: entry.scaffoldingNumber,
    platformNumber: entry.platformNumber,
    exitTime: entry.exitTime?.toISOString() ?? null,
    createdAt: entry.createdAt.toISOString(),
    decidedAt: entry.decidedAt?.toISOString() ?? null,
    worker: {
      firstName: entry.workerFirstName,
      lastName: entry.workerLastName,
      phone: entry.workerPhone,
    },
    // The worker's employer when he named one, else the company that runs the site.
    company: { name: entry.workerCompany || row.siteCompanyName },
    site: {
      id: entry.siteId,
      name: row.siteName,
      location: row.siteLocation,
      translations: {
        name: withTranslations(row.siteName, row.siteNameTranslations),
        location: withTranslations(row.siteLocation, row.siteLocationTranslations),
      },
    },
    entryRequest: { status: entry.status, rejectionReason: entry.rejectionReason },
  };
}

/** GET /api/entry-requests/{id}: whoever holds the unguessable id may read its status. */
/** The request as its worker reads it: the site's name and location in his language. */
export function statusInLanguage(status: EntryRequestStatus, language: Language) {
  const { translations } = status.site;
  return {
    ...status,
    site: {
      ...status.site,
      name: resolveText(translations.name, language).text,
      location: resolveText(translations.location, language).text,
    },
  };
}

export async function getEntryStatus(db: Db, id: string): Promise<EntryRequestStatus> {
  const row = ENTRY_ID.test(id) ? await repo.findStatusRow(db, id) : null;
  if (!row) throw entryNotFound();
  return toEntryRequestStatus(row);
}

/** The request's placement when the caller may act on it as staff; otherwise null. */
async function placementInScope(db: Db, user: SessionUser | null, id: string) {
  const placement = ENTRY_ID.test(id) ? await repo.findPlacement(db, id) : null;
  if (!placement) return { placement: null, isInScope: false };
  const isInScope =
    user !== null && isSiteInScope(user, { id: placement.siteId, companyId: placement.companyId });
  return { placement, isInScope };
}

/** The 409 of a change that lost: what the request is now, and who made it so. */
async function stateConflict(db: Db, id: string): Promise<AppError> {
  const now = await repo.findDecision(db, id);
  if (!now) return entryNotFound();
  const name = `${now.firstName ?? ''} ${now.lastName ?? ''}`.trim() || now.username;
  return new AppError(409, 'ENTRY_STATE_CONFLICT', undefined, {
    status: now.status,
    decidedBy: name ? { fullName: name } : null,
    decidedAt: now.decidedAt?.toISOString() ?? null,
  } satisfies Omit<EntryStateConflict, 'code'>);
}

/**
 * POST /api/entry-requests/{id}/status. One conditional UPDATE decides, so of two managers
 * acting at once exactly one wins and the other gets 409 with the current state. The audit
 * row and the event commit with the change or not at all.
 */
export async function changeEntryStatus(
  db: Db,
  user: SessionUser,
  id: string,
  body: StatusChangeBody,
  now = new Date(),
  via: DecisionChannel = 'queue',
): Promise<EntryRequestStatus> {
  const { placement, isInScope } = await placementInScope(db, user, id);
  // Another tenant's request answers exactly like a missing one (docs/access.md).
  if (!placement || !isInScope) throw entryNotFound();
  const reason = needsReason(body.status) ? (body.rejectionReason ?? '').trim() : null;
  const isDecision = isFinalStatus(body.status);
  const changed = await db.transaction(async (tx) => {
    const result = await repo.changeStatus(tx, {
      id,
      to: body.status,
      allowedFrom: allowedFrom(body.status),
      isDecision,
      rejectionReason: reason,
      decidedBy: user.id,
      decidedVia: via,
      now,
    });
    if (!result) return false;
    await writeAudit(tx, {
      companyId: placement.companyId,
      actorUserId: user.id,
      action: 'entry_request.status_change',
      entityType: 'entry_request',
      entityId: id,
      fromStatus: result.previous,
      toStatus: body.status,
      reason,
    });
    await publishInTransaction(tx, {
      type: 'entry_status_changed',
      entryId: id,
      siteId: placement.siteId,
      status: body.status,
    });
    if (body.status === ADMITTED_STATUS) {
      await endEarlierPresences(tx, placement.companyId, id, user, now);
      await keepRequestCertificates(tx, id);
    }
    return true;
  });
  if (!changed) throw await stateConflict(db, id);
  return getEntryStatus(db, id);
}

/**
 * A person is on site once (docs/decisions/049): approving him again ends what his earlier
 * approvals of the day left open, each ended like an exit, recorded and announced.
 */
async function endEarlierPresences(
  tx: Db,
  companyId: number,
  id: string,
  user: SessionUser,
  now: Date,
) {
  await presence.lockPerson(tx, id);
  for (const ended of await presence.closeEarlierPresences(tx, id, now)) {
    await writeAudit(tx, {
      companyId,
      actorUserId: user.id,
      action: 'entry_request.exit',
      entityType: 'entry_request',
      entityId: ended.id,
      details: { by: 'later_approval', laterEntryId: id },
    });
    await publishInTransaction(tx, {
      type: 'entry_exited',
      entryId: ended.id,
      siteId: ended.siteId,
    });
  }
}

/**
 * POST /api/entry-requests/{id}/exit: an approved worker leaves. Staff whose scope holds the
 * request may record it, and so may anyone holding the id, as the id is what lets the worker in
 * at all; staff are named in the audit row, the worker is not. A second exit changes nothing
 * and answers with the first exit time.
 */
export async function recordExit(
  db: Db,
  user: SessionUser | null,
  id: string,
  now = new Date(),
): Promise<EntryRequestStatus> {
  const { placement, isInScope } = await placementInScope(db, user, id);
  if (!placement) throw entryNotFound();
  const actor = isInScope ? user : null;
  await db.transaction(async (tx) => {
    const exited = await repo.markExit(tx, id, now);
    if (!exited) return;
    await writeAudit(tx, {
      companyId: placement.companyId,
      actorUserId: actor?.id ?? null,
      action: 'entry_request.exit',
      entityType: 'entry_request',
      entityId: id,
      details: { by: actor ? 'staff' : 'worker' },
    });
    await publishInTransaction(tx, { type: 'entry_exited', entryId: id, siteId: placement.siteId });
  });
  const status = await getEntryStatus(db, id);
  if (status.status !== ADMITTED_STATUS) throw await stateConflict(db, id);
  return status;
}
