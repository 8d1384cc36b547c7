import type { Language } from '@shared/i18n/languages';
import { answersWith, fieldType, maxAnswerLength } from '@shared/fields/field-type-registry';
import type { FormField } from '@shared/schemas/form.schemas';
import type { EquipmentResponse } from '@shared/schemas/site.schemas';
import { matchEquipment } from '@shared/validation/equipment-match';
import type { FormValues } from '@shared/validation/form-rules';
import { isValidIsoDate } from '@shared/validation/value-checks';
import { serverText } from '../../i18n/messages';

/**
 * The answers the stored form asks for, each of the type its field gives it (text as
 * a string, a yes/no as a boolean); keys the form does not have are dropped,
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
    if (answersWith(field.type, 'file') || !Object.hasOwn(raw, field.id)) continue;
    const value = raw[field.id];
    if (value === null || value === undefined) continue;
    if (answersWith(field.type, 'yesNo')) {
      if (typeof value === 'boolean') values[field.id] = value;
      else errors[field.id] = serverText('invalidValue', language, { label: field.label });
      continue;
    }
    if (typeof value !== 'string') {
      errors[field.id] = serverText('invalidValue', language, { label: field.label });
      continue;
    }
    const max = maxAnswerLength(field.type);
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
    fields.find((f) => fieldType(f.type).prefill === 'phone');
  const answered = (list: 'scaffolds' | 'platforms') => {
    const field = fields.find(
      (f) => fieldType(f.type).equipmentList === list && text(values[f.id]),
    );
    return field ? text(values[field.id]) : '';
  };
  const scaffold = answered('scaffolds');
  const platform = answered('platforms');
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
