import { fieldType } from '@shared/fields/field-type-registry';
import type { Language } from '@shared/i18n/languages';
import { resolveText, withTranslations } from '@shared/i18n/localized-text';
import { isUsable } from '@shared/inspections/inspection-rules';
import type { FormField } from '@shared/schemas/form.schemas';
import type { EquipmentAlert } from '@shared/schemas/inspection.schemas';
import { matchEquipment } from '@shared/validation/equipment-match';
import type { FormValues } from '@shared/validation/form-rules';
import type { Db } from '../../db/client';
import { catalogText } from '../../lib/catalog';
import { validationMessage } from '../../i18n/messages';
import { companyFitness } from './fitness.service';
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

/**
 * The gate's check of the equipment a request names: each scaffold or platform the worker typed
 * that is not fit for use is marked on the request with its reason, and a site that refuses such
 * requests answers with a message per field in the worker's language.
 */
export async function equipmentGate(
  db: Db,
  q: {
    site: { id: number; companyId: number };
    fields: readonly FormField[];
    values: FormValues;
    language: Language;
    now: Date;
  },
): Promise<EquipmentGate> {
  const named = q.fields.flatMap((field) => {
    const list = fieldType(field.type).equipmentList;
    const kind = list && LIST_KINDS[list];
    const typed = q.values[field.id];
    return kind && typeof typed === 'string' && typed.trim() ? [{ field, kind, typed }] : [];
  });
  if (named.length === 0) return { errors: {}, record: async () => {} };
  const { items, fitness } = await companyFitness(db, q.site.companyId, q.now);
  const alerts: EquipmentAlert[] = [];
  const unfit: { fieldId: string; label: string; alert: EquipmentAlert }[] = [];
  for (const { field, kind, typed } of named) {
    const candidates = items
      .filter((i) => i.kind === kind && i.status === 'active')
      .map((i) => ({
        value: i.value,
        label: i.label,
        nextInspectionDue: null,
        isInspectionOverdue: false,
        id: i.id,
        labels: withTranslations(i.label, i.labelTranslations),
      }));
    const found = matchEquipment(candidates, typed) as (typeof candidates)[number] | null;
    const state = found ? fitness.get(found.id) : undefined;
    if (!found || !state || isUsable(state.state)) continue;
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
  const blocks = unfit.length > 0 && (await repo.findGate(db, q.site.id));
  const errors = blocks
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
