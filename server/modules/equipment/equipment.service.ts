import { DEFAULT_EQUIPMENT_SETTINGS } from '@shared/schemas/equipment-admin.schemas';
import type { EquipmentResponse } from '@shared/schemas/site.schemas';
import { isoDayIn, PLATFORM_TIME_ZONE } from '@shared/time/calendar-day';
import { withTranslations } from '@shared/i18n/localized-text';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { companyTimeZone } from '../../lib/company-zone';
import { parseSerialId } from '../sites/sites.service';
import { findSettings } from './equipment-admin.repository';
import { companyFitness } from '../inspections/fitness.service';
import * as repo from './equipment.repository';

function todayIn(timezone: string, now: Date): string {
  try {
    return isoDayIn(now, timezone);
  } catch {
    // A zone name the runtime does not know must not break the worker's form.
    return isoDayIn(now, PLATFORM_TIME_ZONE);
  }
}

/**
 * A company's active scaffolds and platforms. An inspection is overdue when its due day is
 * before today in the company's time zone. The company's "number required"
 * setting travels with the list, since both the worker's form and the server's check need it.
 * Each item's fitness comes with it when `withFitness`: the worker's form shows it, while the
 * server's check of a submission only matches numbers (the gate reads the fitness of the items
 * named), and the fitness of every item of a large company costs a read per item.
 * Null for an unknown company.
 */
async function companyEquipment(
  db: Db,
  companyId: number,
  now: Date,
  withFitness: boolean,
): Promise<EquipmentResponse | null> {
  const zone = await companyTimeZone(db, companyId);
  if (zone === null) return null;
  const today = todayIn(zone, now);
  const [items, settings, fitness] = await Promise.all([
    repo.activeItems(db, companyId),
    findSettings(db, companyId),
    withFitness ? companyFitness(db, companyId, now).then((states) => states.fitness) : null,
  ]);
  const toItem = (item: (typeof items)[number]) => ({
    value: item.value,
    label: item.label,
    labels: withTranslations(item.label, item.labelTranslations),
    ...(fitness ? { fitness: fitness.get(item.id)?.state ?? 'never' } : {}),
    nextInspectionDue: item.nextInspectionDue,
    isInspectionOverdue: item.nextInspectionDue !== null && item.nextInspectionDue < today,
  });
  return {
    scaffolds: items.filter((i) => i.kind === 'scaffold').map(toItem),
    platforms: items.filter((i) => i.kind === 'platform').map(toItem),
    isNumberRequired: (settings ?? DEFAULT_EQUIPMENT_SETTINGS).isEquipmentNumberRequired,
  };
}

/** The list a submission's equipment numbers are checked against, without each item's fitness. */
export function equipmentToCheck(db: Db, companyId: number, now = new Date()) {
  return companyEquipment(db, companyId, now, false);
}

/** GET /api/companies/{id}/equipment: public, since the worker's form checks numbers against it. */
export async function publicEquipment(db: Db, rawCompanyId: string): Promise<EquipmentResponse> {
  const companyId = parseSerialId(rawCompanyId);
  const result =
    companyId === null ? null : await companyEquipment(db, companyId, new Date(), true);
  if (!result) throw new AppError(404, 'NOT_FOUND');
  return result;
}
