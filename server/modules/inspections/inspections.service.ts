import type { z } from 'zod';
import type { Language } from '@shared/i18n/languages';
import { withTranslations } from '@shared/i18n/localized-text';
import {
  hasFailedLine,
  inspectionTimeAllowed,
  latestReportExpiry,
} from '@shared/inspections/inspection-rules';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type {
  CheckLine,
  ClosedReason,
  EquipmentInspections,
  InspectionBodySchema,
  InspectionRecord,
  PublicTag,
} from '@shared/schemas/inspection.schemas';
import { isoDayIn } from '@shared/time/calendar-day';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { validationMessage } from '../../i18n/messages';
import { companyChecklist } from './checklists.service';
import { companyDay, companyIntervals, fitnessOfItems } from './fitness.service';
import { isQualified, itemForStaff } from './item-access';
import * as repo from './inspections.repository';

type Body = z.infer<typeof InspectionBodySchema>;

/** How many records the item's screen lists; the register has them all. */
const RECORDS_SHOWN = 50;

const invalid = (field: string, key: string, language: Language) =>
  new AppError(400, 'VALIDATION_FAILED', { [field]: validationMessage(key, language) });

function toRecord(row: repo.RecordRow): InspectionRecord {
  return {
    id: row.id,
    inspectedAt: row.inspectedAt.toISOString(),
    inspectorName: row.inspectorName,
    external:
      row.externalInspectorName && row.reportFileId && row.reportExpiresOn
        ? {
            name: row.externalInspectorName,
            licenceNumber: row.externalLicenceNumber ?? '',
            reportFileId: row.reportFileId,
            reportExpiresOn: row.reportExpiresOn,
          }
        : null,
    results: row.results,
    outcome: row.outcome,
    closedReason: (row.closedReason as ClosedReason | null) ?? null,
    signatureFileId: row.signatureFileId,
    correctsId: row.correctsId,
  };
}

const labelOf = (item: repo.ItemWithLatest) => withTranslations(item.label, item.labelTranslations);

/** GET /api/inspections/equipment/{id}: the item, its state, checklist and last records. */
export async function itemInspections(
  db: Db,
  user: SessionUser,
  id: number,
  now = new Date(),
): Promise<EquipmentInspections> {
  const item = await itemForStaff(db, user, { id });
  const [fitness, checklist, rows, qualified, site] = await Promise.all([
    fitnessOfItems(db, item.companyId, [item], now),
    companyChecklist(db, item.companyId, item.kind),
    repo.records(db, item.id, RECORDS_SHOWN),
    isQualified(db, user, item.kind),
    item.siteId === null ? null : repo.findSite(db, item.siteId),
  ]);
  return {
    id: item.id,
    kind: item.kind,
    number: item.value,
    label: labelOf(item),
    siteName: site?.name ?? null,
    tagToken: item.tagToken,
    fitness: fitness.get(item.id)!,
    checklist: checklist.items,
    canInspect: qualified && item.status === 'active',
    records: rows.map(toRecord),
  };
}

/** The checklist's lines as answered: every line once, none unknown, a failed one explained. */
function checkedLines(
  checklist: { id: string; text: CheckLine['text'] }[],
  results: Body['results'],
  language: Language,
): CheckLine[] {
  const byId = new Map(results.map((r) => [r.itemId, r]));
  if (byId.size !== results.length || results.length !== checklist.length) {
    throw invalid('results', 'checklistIncomplete', language);
  }
  return checklist.map((line) => {
    const result = byId.get(line.id);
    if (!result) throw invalid('results', 'checklistIncomplete', language);
    if (result.result === 'fail' && (!result.note || !result.photoFileId)) {
      throw invalid(`results.${line.id}`, 'failNeedsNoteAndPhoto', language);
    }
    return { ...result, itemId: line.id, text: line.text };
  });
}

/**
 * POST /api/inspections/equipment/{id}: one inspection by a user his company marked qualified
 * for the kind, written once. Every check comes before the write, so a refused record leaves
 * nothing behind.
 */
export async function recordInspection(
  db: Db,
  user: SessionUser,
  id: number,
  body: Body,
  language: Language,
  now = new Date(),
): Promise<EquipmentInspections> {
  const item = await itemForStaff(db, user, { id });
  if (!(await isQualified(db, user, item.kind))) {
    throw new AppError(403, 'INSPECTOR_NOT_QUALIFIED');
  }
  if (item.status !== 'active') throw new AppError(409, 'EQUIPMENT_INACTIVE');
  const inspectedAt = new Date(body.inspectedAt);
  const timing = inspectionTimeAllowed(inspectedAt, now);
  if (timing !== 'ok') {
    throw invalid(
      'inspectedAt',
      timing === 'future' ? 'inspectionInFuture' : 'inspectionTooOld',
      language,
    );
  }
  const checklist = await companyChecklist(db, item.companyId, item.kind);
  const lines = checkedLines(checklist.items, body.results, language);
  if (body.outcome === 'fit' && hasFailedLine(lines)) {
    throw invalid('outcome', 'fitWithFailures', language);
  }
  if (body.outcome === 'closed' && body.closedReason === null) {
    throw invalid('closedReason', 'valueRequired', language);
  }
  // The register must say that the item was closed for what failed, whatever else is wrong.
  if (body.outcome === 'closed' && hasFailedLine(lines) && body.closedReason !== 'failed_items') {
    throw invalid('closedReason', 'closedWithFailuresReason', language);
  }
  const { zone } = await companyDay(db, item.companyId, now);
  const day = isoDayIn(inspectedAt, zone);
  if (item.kind === 'platform') {
    if (!body.external) throw invalid('external', 'valueRequired', language);
    if (body.external.reportExpiresOn <= day) {
      throw invalid('external.reportExpiresOn', 'reportExpiryBeforeDate', language);
    }
    const intervals = await companyIntervals(db, item.companyId);
    if (body.external.reportExpiresOn > latestReportExpiry(day, intervals)) {
      throw invalid('external.reportExpiresOn', 'reportExpiryTooLong', language);
    }
  }
  const external = item.kind === 'platform' ? body.external : null;
  const files = [
    body.signatureFileId,
    ...lines.flatMap((l) => (l.photoFileId ? [l.photoFileId] : [])),
    ...(external ? [external.reportFileId] : []),
  ];
  if (
    (await repo.countCompanyFiles(db, item.companyId, [...new Set(files)])) !== new Set(files).size
  ) {
    throw invalid('files', 'fileMissing', language);
  }
  if (body.correctsId !== null) {
    const corrected = await repo.recordById(db, body.correctsId);
    if (!corrected || corrected.equipmentId !== item.id) {
      throw invalid('correctsId', 'correctsOtherItem', language);
    }
  }
  const inspectorName = `${user.firstName} ${user.lastName}`.trim() || user.username;
  await db.transaction(async (tx) => {
    const recordId = await repo.insertInspection(tx, {
      companyId: item.companyId,
      equipmentId: item.id,
      siteId: item.siteId,
      kind: item.kind,
      inspectedAt,
      inspectorUserId: user.id,
      inspectorName,
      externalInspectorName: external?.name ?? null,
      externalLicenceNumber: external?.licenceNumber ?? null,
      reportFileId: external?.reportFileId ?? null,
      reportExpiresOn: external?.reportExpiresOn ?? null,
      results: lines,
      outcome: body.outcome,
      closedReason: body.outcome === 'closed' ? body.closedReason : null,
      signatureFileId: body.signatureFileId,
      correctsId: body.correctsId,
    });
    await writeAudit(tx, {
      companyId: item.companyId,
      actorUserId: user.id,
      action: 'equipment.inspect',
      entityType: 'equipment',
      entityId: item.id,
      toStatus: body.outcome,
      reason: body.outcome === 'closed' ? body.closedReason : null,
      details: { inspectionId: recordId, correctsId: body.correctsId },
    });
  });
  return itemInspections(db, user, id, now);
}

/**
 * GET /api/inspections/tags/{token}: what the tag shows anybody: the state, the last day, the
 * reason it is closed and the lines that failed. No person's name, no id.
 */
export async function publicTag(db: Db, token: string, now = new Date()): Promise<PublicTag> {
  const [item] = await repo.itemsWithLatest(db, { tagToken: token });
  if (!item || item.status !== 'active') throw new AppError(404, 'NOT_FOUND');
  const [fitness, companyName, latest] = await Promise.all([
    fitnessOfItems(db, item.companyId, [item], now),
    repo.companyName(db, item.companyId),
    item.latestId === null ? null : repo.recordById(db, item.latestId),
  ]);
  return {
    kind: item.kind,
    number: item.value,
    label: labelOf(item),
    companyName,
    fitness: fitness.get(item.id)!,
    failedItems: (latest?.results ?? []).filter((l) => l.result === 'fail').map((l) => l.text),
  };
}

/** GET /api/inspections/tags/{token}/staff: the item behind a tag, for its company's staff. */
export async function staffTag(db: Db, user: SessionUser, token: string) {
  const item = await itemForStaff(db, user, { tagToken: token });
  return {
    equipmentId: item.id,
    canInspect: item.status === 'active' && (await isQualified(db, user, item.kind)),
  };
}
