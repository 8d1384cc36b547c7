import type { Language } from '@shared/i18n/languages';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { EquipmentImportResult, EquipmentKind } from '@shared/schemas/equipment-admin.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import * as repo from './equipment-admin.repository';
import { companyToday, equipmentScope, getEquipmentSettings } from './equipment-admin.service';
import { equipmentCsv, readEquipmentCsv } from './equipment-csv';
import { addDays } from '@shared/time/calendar-day';

/**
 * Imports a CSV: every row is checked first and any problem refuses the whole file (400
 * IMPORT_INVALID, details keyed "line:column"); then, in one transaction, each row updates the item of the
 * same kind and number (regardless of case) or adds a new one.
 */
export async function importEquipment(
  db: Db,
  user: SessionUser,
  companyIdParam: number | undefined,
  csv: string,
  language: Language,
): Promise<EquipmentImportResult> {
  const { companyId } = equipmentScope(user, companyIdParam);
  const sites = await repo.companySites(db, companyId);
  const { rows, errors } = readEquipmentCsv(csv, sites, language);
  if (errors.length > 0 || rows.length === 0) {
    // Keyed "line:column" in the file's order, as the one error shape carries field problems.
    const details = Object.fromEntries(errors.map((e) => [`${e.row}:${e.column}`, e.message]));
    throw new AppError(400, 'IMPORT_INVALID', details);
  }
  const { inspectionIntervalDays } = await getEquipmentSettings(db, companyId);
  return db.transaction(async (tx) => {
    let created = 0;
    let updated = 0;
    for (const { line: _line, number, ...row } of rows) {
      const values = { ...row, value: number };
      if (row.lastInspection && row.nextInspectionDue == null) {
        values.nextInspectionDue = addDays(row.lastInspection, inspectionIntervalDays);
      }
      const existing = await repo.findByNumber(tx, companyId, row.kind, number);
      if (existing) {
        // The number matched regardless of case; the spelling already on the item stays.
        const { value: _value, ...changes } = values;
        await repo.updateEquipment(tx, existing.id, changes);
        updated++;
      } else {
        await repo.insertEquipment(tx, { ...values, companyId });
        created++;
      }
    }
    await writeAudit(tx, {
      companyId,
      actorUserId: user.id,
      action: 'equipment.import',
      entityType: 'company',
      entityId: companyId,
      details: { created, updated },
    });
    return { created, updated };
  });
}

/** The items in the caller's scope as CSV, in the columns the import reads. */
export async function exportEquipment(
  db: Db,
  user: SessionUser,
  query: { companyId?: number; kind?: EquipmentKind },
  now = new Date(),
): Promise<{ csv: string; fileName: string }> {
  const scope = equipmentScope(user, query.companyId);
  const [items, today] = await Promise.all([
    repo.listEquipment(db, {
      companyId: scope.companyId,
      kind: query.kind,
      siteIds: scope.siteIds,
    }),
    companyToday(db, scope.companyId, now),
  ]);
  return { csv: equipmentCsv(items), fileName: `${query.kind ?? 'equipment'}-${today}.csv` };
}
