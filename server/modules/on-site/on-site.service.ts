import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { Language } from '@shared/i18n/languages';
import {
  ON_SITE_PAGE_SIZE,
  onSiteCursorText,
  type OnSitePerson,
  type OnSiteQuery,
  type OnSiteResponse,
  type RollCall,
  type RollCallList,
  type RollCallSummary,
} from '@shared/schemas/on-site.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { localDateTime } from '../../lib/company-day';
import { attachmentDisposition, toCsv } from '../../lib/csv';
import { assertPlacedInScope } from '../../lib/scope';
import { catalogText } from '../../lib/catalog';
import {
  assertSiteVisible,
  personName,
  siteInScope,
  workerOf,
} from '../entry-requests/review.service';
import { namedEquipmentStates } from '../inspections/named-equipment.service';
import * as repo from './on-site.repository';

const RECENT_ROLL_CALLS = 10;

function toPerson(row: repo.OnSiteRow, equipment: OnSitePerson['equipment']): OnSitePerson {
  return {
    entryRequestId: row.entryRequestId,
    requestNumber: row.requestNumber,
    siteId: row.siteId,
    siteName: row.siteName,
    worker: workerOf(row),
    enteredAt: (row.decidedAt ?? row.createdAt).toISOString(),
    scaffoldingNumber: row.scaffoldingNumber,
    platformNumber: row.platformNumber,
    equipment,
    selfieFileId: row.selfieFileId,
  };
}

/**
 * The live headcount of one site in scope, or of all the user's sites, with one page of the
 * people by name: the whole count, the list a page at a time from `query.cursor`.
 */
export async function onSite(
  db: Db,
  user: SessionUser,
  query: OnSiteQuery,
  now = new Date(),
): Promise<OnSiteResponse> {
  await assertSiteVisible(db, user, query.siteId);
  // One more than a page says whether another page follows, without a page that comes back empty.
  const [rows, count] = await Promise.all([
    repo.onSitePage(db, user, query.siteId, now, query.cursor ?? null, ON_SITE_PAGE_SIZE + 1),
    repo.countOnSite(db, user, query.siteId, now),
  ]);
  const people = rows.slice(0, ON_SITE_PAGE_SIZE);
  const equipment = await namedEquipmentStates(db, people, now);
  const last = rows.length > ON_SITE_PAGE_SIZE ? people.at(-1) : undefined;
  return {
    count,
    people: people.map((row, i) => toPerson(row, equipment[i]!)),
    nextCursor: last
      ? onSiteCursorText({
          lastName: last.lastName,
          firstName: last.firstName,
          requestNumber: last.requestNumber,
          id: last.entryRequestId,
        })
      : null,
  };
}

/** Who is on every site in the user's scope now, as the repository's rows (equipment reads them). */
export function peopleOnSitesInScope(db: Db, user: SessionUser, now: Date) {
  return repo.peopleOnSite(db, user, undefined, now);
}

async function visibleRollCall(db: Db, user: SessionUser, id: number) {
  const row = await repo.findRollCall(db, id);
  assertPlacedInScope(user, row);
  return row;
}

function summarize(
  row: Pick<repo.RollCallRow, 'id' | 'siteId' | 'siteName' | 'createdAt'> & {
    starterFirstName: string | null;
    starterLastName: string | null;
    starterUsername: string | null;
  },
  total: number,
  safeCount: number,
): RollCallSummary {
  return {
    id: row.id,
    siteId: row.siteId,
    siteName: row.siteName,
    startedAt: row.createdAt.toISOString(),
    startedByName: personName(row.starterFirstName, row.starterLastName, row.starterUsername),
    total,
    safeCount,
    missingCount: total - safeCount,
  };
}

async function loadRollCall(db: Db, row: repo.RollCallRow): Promise<RollCall> {
  const entries = await repo.entriesOfRollCall(db, row.id);
  const safeCount = entries.filter((e) => e.isSafe).length;
  return {
    ...summarize(row, entries.length, safeCount),
    entries: entries.map((e) => ({
      id: e.id,
      entryRequestId: e.entryRequestId,
      requestNumber: e.requestNumber,
      worker: workerOf(e),
      isSafe: e.isSafe,
      markedAt: e.markedAt?.toISOString() ?? null,
      markedByName: personName(e.markerFirstName, e.markerLastName, e.markerUsername),
    })),
  };
}

/**
 * Starts an evacuation roll call: everyone on the site now is copied into it in one
 * transaction, so the list is exactly the headcount at that moment.
 */
export async function startRollCall(
  db: Db,
  user: SessionUser,
  siteId: number,
  now = new Date(),
): Promise<RollCall> {
  const site = await siteInScope(db, user, siteId);
  const id = await db.transaction(async (tx) => {
    const rollCallId = await repo.insertRollCall(tx, {
      companyId: site.companyId,
      siteId,
      startedBy: user.id,
    });
    const people = await repo.peopleOnSite(tx, user, siteId, now);
    await repo.insertRollCallEntries(
      tx,
      people.map((p) => ({
        rollCallId,
        entryRequestId: p.entryRequestId,
        requestNumber: p.requestNumber,
        workerFirstName: p.firstName,
        workerLastName: p.lastName,
        workerPhone: p.phone,
        workerCompany: p.workerCompany,
      })),
    );
    await writeAudit(tx, {
      companyId: site.companyId,
      actorUserId: user.id,
      action: 'roll_call.start',
      entityType: 'roll_call',
      entityId: rollCallId,
      details: { siteId, total: people.length },
    });
    return rollCallId;
  });
  return getRollCall(db, user, id);
}

export async function getRollCall(db: Db, user: SessionUser, id: number): Promise<RollCall> {
  return loadRollCall(db, await visibleRollCall(db, user, id));
}

/** Ticks one person safe (or back to missing); the answer is the whole roll call, updated. */
export async function markEntry(
  db: Db,
  user: SessionUser,
  rollCallId: number,
  entryId: number,
  isSafe: boolean,
  now = new Date(),
): Promise<RollCall> {
  const row = await visibleRollCall(db, user, rollCallId);
  const isMarked = await repo.markEntry(db, rollCallId, entryId, {
    isSafe,
    markedBy: user.id,
    markedAt: now,
  });
  if (!isMarked) throw new AppError(404, 'NOT_FOUND');
  return loadRollCall(db, row);
}

export async function listRollCalls(
  db: Db,
  user: SessionUser,
  siteId: number,
): Promise<RollCallList> {
  await assertSiteVisible(db, user, siteId);
  const rows = await repo.latestRollCalls(db, siteId, RECENT_ROLL_CALLS);
  return { rollCalls: rows.map((row) => summarize(row, row.total, row.safeCount)) };
}

/** The roll call on paper: everyone, safe or missing, with who ticked him and when. */
export async function rollCallCsv(db: Db, user: SessionUser, id: number, language: Language) {
  const row = await visibleRollCall(db, user, id);
  const rollCall = await loadRollCall(db, row);
  const text = (key: string) => catalogText(language, 'review', key);
  const header = [
    'requestNumber',
    'firstName',
    'lastName',
    'phone',
    'workerCompany',
    'rollCallState',
    'markedAt',
    'markedBy',
  ].map((key) => text(`csv.columns.${key}`));
  const body = rollCall.entries.map((e) => [
    e.requestNumber,
    e.worker.firstName,
    e.worker.lastName,
    e.worker.phone,
    e.worker.company,
    text(e.isSafe ? 'rollCall.safe' : 'rollCall.missing'),
    e.markedAt ? localDateTime(new Date(e.markedAt), row.timeZone) : '',
    e.markedByName ?? '',
  ]);
  const day = localDateTime(row.createdAt, row.timeZone).slice(0, 10);
  return {
    csv: toCsv(header, body),
    disposition: attachmentDisposition(`roll-call-${id}-${day}.csv`),
  };
}
