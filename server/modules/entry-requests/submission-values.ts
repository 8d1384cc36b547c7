import type { Language } from '@shared/i18n/languages';
import { FILE_FIELD_TYPES, type FieldType, type FormField } from '@shared/schemas/form.schemas';
import type { EquipmentResponse } from '@shared/schemas/site.schemas';
import { matchEquipment } from '@shared/validation/equipment-match';
import { isValidIsoDate, type FormValues } from '@shared/validation/form-rules';
import { serverText } from '../../i18n/messages';

const BOOLEAN_TYPES: ReadonlySet<FieldType> = new Set(['checkbox', 'video', 'safety_document']);
/** Longest answer kept per type; anything longer is refused rather than cut. */
const MAX_LENGTH: Partial<Record<FieldType, number>> = { textarea: 2000 };
const DEFAULT_MAX_LENGTH = 200;

/**
 * The answers the stored form asks for, each of the type its field gives it (text as
 * a string, checkbox, video and document as a boolean); keys the form does not have are dropped,
 * so a forged field list adds nothing. Problems come back per field id, translated.
 */
export function readFormValues(
  fields: readonly FormField[],
  raw: Record<string, unknown>,
  language: Language,
): { values: FormValues; errors: Record<string, string> } {
  const values: FormValues = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (FILE_FIELD_TYPES.includes(field.type) || !Object.hasOwn(raw, field.id)) continue;
    const value = raw[field.id];
    if (value === null || value === undefined) continue;
    if (BOOLEAN_TYPES.has(field.type)) {
      if (typeof value === 'boolean') values[field.id] = value;
      else errors[field.id] = serverText('invalidValue', language, { label: field.label });
      continue;
    }
    if (typeof value !== 'string') {
      errors[field.id] = serverText('invalidValue', language, { label: field.label });
      continue;
    }
    const max = MAX_LENGTH[field.type] ?? DEFAULT_MAX_LENGTH;
    const text = value.trim();
    if (text.length > max) {
      errors[field.id] = serverText('tooLong', language, { label: field.label, max: String(max) });
      continue;
    }
    values[field.id] = text;
  }
  return { values, errors };
}

export interface WorkerColumns {
  workerFirstName: string;
  workerLastName: string;
  workerPhone: string;
  workerCompany: string;
  workStartDate: string | null;
  scaffoldingNumber: string | null;
  platformNumber: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The answers lists and searches read, copied into columns: name, phone,
 * employer and work start by the known field ids (phone also by type), and the equipment number
 * as the matched item's own value, so "p-101" is stored as P-101.
 */
export function workerColumns(
  fields: readonly FormField[],
  values: FormValues,
  equipment: EquipmentResponse,
): WorkerColumns {
  const phoneField =
    fields.find((f) => f.id === 'phone') ??
    fields.find((f) => f.type === 'phone' || f.type === 'tel');
  const typed = (type: FieldType) => {
    const field = fields.find((f) => f.type === type && text(values[f.id]));
    return field ? text(values[field.id]) : '';
  };
  const scaffold = typed('scaffolding_select');
  const platform = typed('platform_select');
  const startDate = text(values.workStartDate);
  return {
    workerFirstName: text(values.firstName),
    workerLastName: text(values.lastName),
    workerPhone: phoneField ? text(values[phoneField.id]) : '',
    workerCompany: text(values.companyName),
    workStartDate: isValidIsoDate(startDate) ? startDate : null,
    scaffoldingNumber: scaffold
      ? (matchEquipment(equipment.scaffolds, scaffold)?.value ?? null)
      : null,
    platformNumber: platform
      ? (matchEquipment(equipment.platforms, platform)?.value ?? null)
      : null,
  };
}
