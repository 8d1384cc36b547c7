import type { SessionUser } from '@shared/schemas/auth.schemas';
import {
  HISTORY_COUNT_CAP,
  historyCursorText,
  STAFF_LIST_LIMIT,
  type BadgeCounts,
  type EntryAnswer,
  type EntryRequestDetails,
  type EntryRequestSummary,
  type HistoryFilters,
  type HistoryPage,
  type HistoryQuery,
} from '@shared/schemas/entry-review.schemas';
import type { FormField } from '@shared/schemas/form.schemas';
import type { NewEntryRequestData } from '@shared/realtime/events';
import { isoDayIn, PLATFORM_TIME_ZONE } from '@shared/time/calendar-day';
import { answersWith, fieldType } from '@shared/fields/field-type-registry';
import { DEFAULT_LANGUAGE, type Language } from '@shared/i18n/languages';
import { resolveFormFields } from '@shared/i18n/resolve-form';
import type { Db } from '../../db/client';
import { localDateTime } from '../../lib/company-day';
import { companyTimeZone } from '../../lib/company-zone';
import { attachmentDisposition, csvChunks } from '../../lib/csv';
import { assertPlacedInScope, assertSiteInScope } from '../../lib/scope';
import { formVersionFields } from '../entry-forms/entry-forms.service';
import { catalogText } from '../../lib/catalog';
import * as repo from './review.repository';
import { equipmentAlertsOf } from '../inspections/equipment-gate.service';

/** Rows read per query of an export, which streams however many there are. */
const EXPORT_BATCH = 1_000;

/** "First Last", else the username; null when nobody is there. */
export function personName(
  firstName: string | null,
  lastName: string | null,
  username: string | null,
): string | null {
  const name = `${firstName ?? ''} ${lastName ?? ''}`.trim();
  return name || username || null;
}

/** The worker as every staff list shows him, from a row's copy of what he wrote. */
export function workerOf(row: {
  firstName: string;
  lastName: string;
  phone: string;
  workerCompany: string;
}): EntryRequestSummary['worker'] {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    company: row.workerCompany,
  };
}

export function toSummary(row: repo.SummaryRow): EntryRequestSummary {
  return {
    id: row.id,
    requestNumber: row.requestNumber,
    status: row.status,
    rejectionReason: row.rejectionReason,
    siteId: row.siteId,
    siteName: row.siteName,
    worker: workerOf(row),
    workStartDate: row.workStartDate,
    scaffoldingNumber: row.scaffoldingNumber,
    platformNumber: row.platformNumber,
    exitTime: row.exitTime?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedByName: personName(row.deciderFirstName, row.deciderLastName, row.deciderUsername),
    selfieFileId: row.selfieFileId,
    personalDataErasedAt: row.personalDataErasedAt?.toISOString() ?? null,
  };
}

/** A site in the caller's scope; any other site answers 404, as if it did not exist. */
export async function siteInScope(db: Db, user: SessionUser, siteId: number) {
  const site = await repo.findSite(db, siteId);
  assertSiteInScope(user, site);
  return site;
}

/** A site the caller names must be in his scope; otherwise it does not exist for him. */
export async function assertSiteVisible(db: Db, user: SessionUser, siteId: number | undefined) {
  if (siteId !== undefined) await siteInScope(db, user, siteId);
}

/** History, newest first: by page number, or after a cursor. */
export async function history(
  db: Db,
  user: SessionUser,
  query: HistoryQuery,
): Promise<HistoryPage> {
  await assertSiteVisible(db, user, query.siteId);
  const { rows, total, isCapped } = await repo.historyPage(db, user, query, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    cursor: query.cursor ?? null,
    countCap: HISTORY_COUNT_CAP,
  });
  const last = rows.length === query.pageSize ? rows.at(-1) : undefined;
  return {
    items: rows.map(toSummary),
    total,
    totalIsCapped: isCapped,
    nextCursor: last ? historyCursorText(repo.cursorOf(last)) : null,
  };
}

/** Every matching row in batches, each read from where the previous one stopped. */
async function* historyBatches(db: Db, user: SessionUser, filters: HistoryFilters) {
  const where = await repo.historyExportCondition(db, user, filters);
  let cursor: repo.HistoryCursor | null = null;
  for (;;) {
    const rows = await repo.historyBatch(db, where, cursor, EXPORT_BATCH);
    yield rows;
    if (rows.length < EXPORT_BATCH) return;
    cursor = repo.cursorOf(rows.at(-1)!);
  }
}

/** The history as a spreadsheet, headings and statuses in the caller's language. */
export async function historyCsv(
  db: Db,
  user: SessionUser,
  filters: HistoryFilters,
  language: Language,
  now = new Date(),
) {
  await assertSiteVisible(db, user, filters.siteId);
  // Named by the day it is in the user's company (the platform's for the super admin).
  const zone = user.companyId === null ? null : await companyTimeZone(db, user.companyId);
  const day = isoDayIn(now, zone ?? PLATFORM_TIME_ZONE);
  const text = (key: string) => catalogText(language, 'review', key);
  const when = (instant: Date | null, timeZone: string) =>
    instant ? localDateTime(instant, timeZone) : '';
  const header = [
    'requestNumber',
    'createdAt',
    'site',
    'status',
    'firstName',
    'lastName',
    'phone',
    'workerCompany',
    'workStartDate',
    'scaffoldingNumber',
    'platformNumber',
    'decidedBy',
    'decidedAt',
    'rejectionReason',
    'exitTime',
  ].map((key) => text(`csv.columns.${key}`));
  const line = (row: repo.SummaryRow) => [
    row.requestNumber,
    when(row.createdAt, row.timeZone),
    row.siteName,
    text(`status.${row.status}`),
    row.firstName,
    row.lastName,
    row.phone,
    row.workerCompany,
    row.workStartDate ?? '',
    row.scaffoldingNumber ?? '',
    row.platformNumber ?? '',
    personName(row.deciderFirstName, row.deciderLastName, row.deciderUsername) ?? '',
    when(row.decidedAt, row.timeZone),
    row.rejectionReason ?? '',
    when(row.exitTime, row.timeZone),
  ];
  async function* lines() {
    for await (const rows of historyBatches(db, user, filters)) yield rows.map(line);
  }
  return {
    csv: csvChunks(header, lines()),
    disposition: attachmentDisposition(`entry-requests-${day}.csv`),
  };
}

/** Waiting requests, oldest first, of one site (checked in scope) or of all the user's sites. */
/**
 * What staff are told of a new request, in the queue's own shape, and the company whose staff
 * may hear it; null when the request is gone.
 */
export async function newRequestNotice(
  db: Db,
  entryId: string,
): Promise<{ companyId: number; data: NewEntryRequestData } | null> {
  const row = await repo.summaryById(db, entryId);
  if (!row) return null;
  const request = toSummary(row);
  return {
    companyId: row.companyId,
    data: {
      entryId,
      siteId: row.siteId,
      worker: { firstName: request.worker.firstName, lastName: request.worker.lastName },
      request,
      day: isoDayIn(row.createdAt, row.timeZone),
    },
  };
}

export async function pending(db: Db, user: SessionUser, siteId?: number) {
  await assertSiteVisible(db, user, siteId);
  const rows = await repo.pendingRequests(db, user, siteId, STAFF_LIST_LIMIT);
  return { requests: rows.map(toSummary) };
}

export function badgeCounts(db: Db, user: SessionUser, now = new Date()): Promise<BadgeCounts> {
  return repo.badgeCounts(db, user, now);
}

export async function approved(db: Db, user: SessionUser, now = new Date()) {
  const rows = await repo.approvedToday(db, user, now, STAFF_LIST_LIMIT);
  return rows.map(toSummary);
}

function answerValue(value: unknown): EntryAnswer['value'] {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number') {
    return value;
  }
  return JSON.stringify(value);
}

/**
 * A select's answer is shown by the label the worker picked, not its stored value; an answer
 * staff are not to read whole (an identity number) by what its type lets them see.
 */
function answerOf(field: FormField, value: unknown): EntryAnswer['value'] {
  const { forStaff } = fieldType(field.type);
  if (forStaff) return typeof value === 'string' ? forStaff(value) : null;
  const option = field.options?.find((o) => o.value === value);
  return option ? option.label : answerValue(value);
}

/**
 * The answers labelled by the form version the worker filled, so a form edited since then still
 * shows what he was asked. Values or files of fields the version lacks are kept under their id.
 */
export function buildAnswers(
  fields: readonly FormField[],
  values: Record<string, unknown>,
  files: readonly { id: string; fieldId: string }[],
): EntryAnswer[] {
  const filesByField = new Map<string, string[]>();
  for (const file of files) {
    filesByField.set(file.fieldId, [...(filesByField.get(file.fieldId) ?? []), file.id]);
  }
  const known = new Set(fields.map((f) => f.id));
  const answers: EntryAnswer[] = fields.map((field) => ({
    fieldId: field.id,
    type: field.type,
    label: field.label,
    value: answersWith(field.type, 'file') ? null : answerOf(field, values[field.id]),
    fileIds: filesByField.get(field.id) ?? [],
  }));
  const strayIds = new Set(
    [...Object.keys(values), ...filesByField.keys()].filter((id) => !known.has(id)),
  );
  for (const id of strayIds) {
    const fileIds = filesByField.get(id) ?? [];
    answers.push({
      fieldId: id,
      type: fileIds.length > 0 ? 'file' : 'text',
      label: id,
      value: answerValue(values[id]),
      fileIds,
    });
  }
  return answers;
}

/** The version the worker filled, its texts in the reader's language (else English, else Hebrew). */
async function formFields(
  db: Db,
  siteId: number,
  version: number,
  language: Language,
): Promise<FormField[]> {
  return resolveFormFields((await formVersionFields(db, siteId, version)) ?? [], language);
}

/** One request in full for staff whose scope holds it; anyone else gets 404. */
export async function details(
  db: Db,
  user: SessionUser,
  id: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<EntryRequestDetails> {
  const row = await repo.findDetails(db, id);
  assertPlacedInScope(user, row, 'ENTRY_NOT_FOUND');
  const [fields, files, audit, equipmentAlerts] = await Promise.all([
    formFields(db, row.siteId, row.formVersion, language),
    repo.filesOfRequest(db, id),
    repo.auditOfRequest(db, id),
    equipmentAlertsOf(db, id),
  ]);
  const summary = toSummary(row);
  return {
    ...summary,
    language: row.language,
    companyName: row.companyName,
    siteLocation: row.siteLocation,
    formVersion: row.formVersion,
    decidedBy:
      row.decidedBy === null ? null : { id: row.decidedBy, fullName: summary.decidedByName ?? '' },
    answers: buildAnswers(fields, row.values, files),
    audit: audit.map((a) => ({
      id: a.id,
      action: a.action,
      fromStatus: a.fromStatus,
      toStatus: a.toStatus,
      reason: a.reason,
      actorName: personName(a.actorFirstName, a.actorLastName, a.actorUsername),
      createdAt: a.createdAt.toISOString(),
    })),
    equipmentAlerts,
  };
}
