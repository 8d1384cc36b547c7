import { DEFAULT_EQUIPMENT_SETTINGS } from '@shared/schemas/equipment-admin.schemas';
import type { EquipmentResponse } from '@shared/schemas/site.schemas';
import { isoDayIn, PLATFORM_TIME_ZONE } from '@shared/time/calendar-day';
import { withTranslations } from '@shared/i18n/localized-text';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { parseSerialId } from '../sites/sites.service';
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
 * A company's active scaffolds and platforms, read in one statement, each with its id. An
 * inspection is overdue when its due day is before today in the company's time zone. The
 * company's "number required" setting travels with the list, since both the worker's form and
 * the server's check need it. Null for an unknown company.
 */
async function companyEquipment(db: Db, companyId: number, now: Date) {
  const list = await repo.activeList(db, companyId);
  if (list === null) return null;
  const today = todayIn(list.timeZone, now);
  const toItem = (item: repo.ActiveItem) => ({
    id: item.id,
    value: item.value,
    label: item.label,
    labels: withTranslations(item.label, item.labelTranslations),
    nextInspectionDue: item.nextInspectionDue,
    isInspectionOverdue: item.nextInspectionDue !== null && item.nextInspectionDue < today,
  });
  return {
    scaffolds: list.items.filter((i) => i.kind === 'scaffold').map(toItem),
    platforms: list.items.filter((i) => i.kind === 'platform').map(toItem),
    isNumberRequired: list.isNumberRequired ?? DEFAULT_EQUIPMENT_SETTINGS.isEquipmentNumberRequired,
    day: { zone: list.timeZone, today },
  };
}

/**
 * The list a submission's equipment numbers are checked against, read once for the form's rules
 * and the gate: without each item's fitness (the gate reads the fitness of the items named only,
 * as the fitness of every item of a large company costs a read per item), with each item's id
 * and the company's day for the gate.
 */
export function equipmentToCheck(db: Db, companyId: number, now = new Date()) {
  return companyEquipment(db, companyId, now);
}

export type EquipmentToCheck = NonNullable<Awaited<ReturnType<typeof equipmentToCheck>>>;

/** GET /api/companies/{id}/equipment: public, since the worker's form checks numbers against it. */
export async function publicEquipment(db: Db, rawCompanyId: string): Promise<EquipmentResponse> {
  const companyId = parseSerialId(rawCompanyId);
  const [list, states] =
    companyId === null
      ? [null, null]
      : await Promise.all([
          companyEquipment(db, companyId, new Date()),
          companyFitness(db, companyId, new Date()),
        ]);
  if (!list || !states) throw new AppError(404, 'NOT_FOUND');
  const withFitness = (items: EquipmentToCheck['scaffolds']) =>
    items.map(({ id, ...item }) => ({
      ...item,
      fitness: states.fitness.get(id)?.state ?? 'never',
    }));
  return {
    scaffolds: withFitness(list.scaffolds),
    platforms: withFitness(list.platforms),
    isNumberRequired: list.isNumberRequired,
  };
}
