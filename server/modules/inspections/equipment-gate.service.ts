import { fieldType } from '@shared/fields/field-type-registry';
import type { Language } from '@shared/i18n/languages';
import { resolveText, type LocalizedText } from '@shared/i18n/localized-text';
import { isUsable } from '@shared/inspections/inspection-rules';
import type { FormField } from '@shared/schemas/form.schemas';
import type { EquipmentAlert } from '@shared/schemas/inspection.schemas';
import { matchEquipment } from '@shared/validation/equipment-match';
import type { FormValues } from '@shared/validation/form-rules';
import type { Db } from '../../db/client';
import { catalogText } from '../../lib/catalog';
import { validationMessage } from '../../i18n/messages';
import { namedItemsFitness } from './fitness.service';
import * as repo from './inspections.repository';

// The registry names the company's list an equipment answer is looked up in; inspections name
// the same lists by the kind of item they hold.
const LIST_KINDS = { scaffolds: 'scaffold', platforms: 'platform' } as const;

export interface EquipmentGate {
  /** Per field, why the site refuses the request; empty when it is let through. */
  errors: Record<string, string>;
  /** Inside the request's transaction: the unfit items it named, for the manager. */
  record: (tx: Db, entryRequestId: string) => Promise<void>;
}

/** An item of the company's active list, as the submission read it once for all its checks. */
export interface ListedItem {
  id: number;
  value: string;
  label: string;
  labels: LocalizedText;
}

/**
 * The gate's check of the equipment a request names: each scaffold or platform the worker typed
 * that is not fit for use is marked on the request with its reason, and a site that refuses such
 * requests answers with a message per field in the worker's language. The typed numbers are
 * matched in the list the form's rules checked, so only the items found are read again.
 */
export async function equipmentGate(
  db: Db,
  q: {
    site: { id: number; companyId: number };
    fields: readonly FormField[];
    values: FormValues;
    language: Language;
    equipment: Record<keyof typeof LIST_KINDS, readonly ListedItem[]>;
    day: { zone: string; today: string };
  },
): Promise<EquipmentGate> {
  const named = q.fields.flatMap((field) => {
    const list = fieldType(field.type).equipmentList;
    const typed = q.values[field.id];
    const found =
      list && typeof typed === 'string' ? matchEquipment(q.equipment[list], typed) : null;
    return list && found ? [{ field, kind: LIST_KINDS[list], found }] : [];
  });
  if (named.length === 0) return { errors: {}, record: async () => {} };
  const { fitness, blocksUnfit } = await namedItemsFitness(
    db,
    { companyId: q.site.companyId, siteId: q.site.id, ids: named.map(({ found }) => found.id) },
    q.day,
  );
  const alerts: EquipmentAlert[] = [];
  const unfit: { fieldId: string; label: string; alert: EquipmentAlert }[] = [];
  for (const { field, kind, found } of named) {
    const state = fitness.get(found.id);
    if (!state || isUsable(state.state)) continue;
    const alert: EquipmentAlert = {
      kind,
      number: found.value,
      state: state.state,
      reason: state.reason,
      closedReason: state.closedReason,
    };
    alerts.push(alert);
    unfit.push({ fieldId: field.id, label: resolveText(found.labels, q.language).text, alert });
  }
  const errors = blocksUnfit
    ? Object.fromEntries(
        unfit.map(({ fieldId, label, alert }) => [
          fieldId,
          validationMessage('equipmentUnfit', q.language, {
            label,
            state: catalogText(q.language, 'inspections', `state.${alert.state}`, { date: '' }),
          }),
        ]),
      )
    : {};
  return {
    errors,
    record: async (tx, entryRequestId) => {
      if (alerts.length > 0) await repo.insertAlerts(tx, entryRequestId, alerts);
    },
  };
}

/** The unfit equipment a request named when it was sent (none for most requests). */
export async function equipmentAlertsOf(db: Db, entryRequestId: string): Promise<EquipmentAlert[]> {
  const [row] = await repo.alertsOf(db, [entryRequestId]);
  return row?.alerts ?? [];
}
