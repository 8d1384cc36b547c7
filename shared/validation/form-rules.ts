import { FILE_FIELD_TYPES } from '../schemas/field-types';
import type { FormField } from '../schemas/form.schemas';
import type { EquipmentResponse } from '../schemas/site.schemas';
import { matchEquipment } from './equipment-match';

/**
 * Hebrew letters, Latin letters, digits, spaces, - . , ! ? ( ) ' " _ : ; / and direction marks.
 * Anything else is refused on both sides.
 */
const TEXT_ONLY =
  /^[\u0590-\u05FFA-Za-z0-9\s\-.,!?()'"_:;/\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARS = /^\+?[0-9\s\-()]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One problem with one field: an i18n key of the validation namespace and its values. */
export interface FieldError {
  fieldId: string;
  key: string;
  params: Record<string, string>;
}

export type FormValues = Record<string, unknown>;

export interface RuleContext {
  /** Field ids that carry a file (file, camera, signature). */
  filesPresent: ReadonlySet<string>;
  /** The company's active equipment; null when it is not known (not checked then). */
  equipment: EquipmentResponse | null;
}

export function isTextOnly(value: string): boolean {
  return TEXT_ONLY.test(value);
}

export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return PHONE_CHARS.test(value) && digits.length >= 9 && digits.length <= 15;
}

export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The days a form's date may name: a century back (a date of birth) to five years ahead (a
 * planned start). Years such as 1900 or 9999 are typing slips or probes, not data.
 */
export function saneDateRange(today = new Date()): { min: string; max: string } {
  const year = today.getUTCFullYear();
  const day = today.toISOString().slice(4, 10);
  return { min: `${year - 100}${day}`, max: `${year + 5}${day}` };
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Is the field answered, by its type (files count when a file is set)? */
export function isFilled(
  field: FormField,
  value: unknown,
  ctx: Pick<RuleContext, 'filesPresent'>,
): boolean {
  if (FILE_FIELD_TYPES.includes(field.type)) return ctx.filesPresent.has(field.id);
  if (field.type === 'checkbox' || field.type === 'video' || field.type === 'safety_document') {
    return value === true;
  }
  return asText(value).length > 0;
}

function error(field: FormField, key: string, params: Record<string, string> = {}): FieldError {
  return { fieldId: field.id, key, params: { label: field.label, ...params } };
}

/** The rule for one field's value; empty optional fields pass. */
export function validateField(
  field: FormField,
  value: unknown,
  ctx: RuleContext,
): FieldError | null {
  if (!isFilled(field, value, ctx)) return field.required ? error(field, 'required') : null;
  const text = asText(value);
  switch (field.type) {
    case 'text':
    case 'textarea':
      return isTextOnly(text) ? null : error(field, 'textOnly');
    case 'email':
      return EMAIL.test(text) ? null : error(field, 'invalidEmail');
    case 'phone':
    case 'tel':
      return isValidPhone(text) ? null : error(field, 'invalidPhone');
    case 'date': {
      if (!isValidIsoDate(text)) return error(field, 'invalidDate');
      const { min, max } = saneDateRange();
      return text >= min && text <= max ? null : error(field, 'dateOutOfRange', { min, max });
    }
    case 'select':
      return (field.options ?? []).some((o) => o.value === text)
        ? null
        : error(field, 'invalidOption');
    case 'scaffolding_select':
    case 'platform_select': {
      if (!ctx.equipment) return null;
      const list =
        field.type === 'scaffolding_select' ? ctx.equipment.scaffolds : ctx.equipment.platforms;
      return matchEquipment(list, text) ? null : error(field, 'equipmentNotFound', { value: text });
    }
    default:
      return null;
  }
}

const EQUIPMENT_FIELD_TYPES: ReadonlySet<FormField['type']> = new Set([
  'scaffolding_select',
  'platform_select',
]);

/**
 * The company's "equipment number required" setting: a form that asks for a scaffold or a
 * lifting platform must carry one number (either kind; both is refused elsewhere), whether or
 * not the form marked those fields required. A typed number is checked against the list by
 * validateField, so only the empty case is this rule's.
 */
export function missingEquipmentNumber(
  fields: readonly FormField[],
  values: FormValues,
  ctx: Pick<RuleContext, 'equipment'>,
): FieldError | null {
  if (!ctx.equipment?.isNumberRequired) return null;
  const equipmentFields = fields.filter((f) => EQUIPMENT_FIELD_TYPES.has(f.type));
  const first = equipmentFields[0];
  if (!first || equipmentFields.some((f) => asText(values[f.id]))) return null;
  return error(first, 'equipmentNumberRequired');
}

/**
 * Every form rule over a whole form, collected rather than stopping at the first:
 * the client shows them all, and the server runs the same function on the stored version.
 */
export function validateForm(
  fields: readonly FormField[],
  values: FormValues,
  ctx: RuleContext,
): FieldError[] {
  const errors = fields
    .map((field) => validateField(field, values[field.id], ctx))
    .filter((e): e is FieldError => e !== null);
  const scaffold = fields.find((f) => f.type === 'scaffolding_select' && asText(values[f.id]));
  const platform = fields.find((f) => f.type === 'platform_select' && asText(values[f.id]));
  const missing = missingEquipmentNumber(fields, values, ctx);
  if (missing && !errors.some((e) => e.fieldId === missing.fieldId)) errors.push(missing);
  if (scaffold && platform) {
    errors.push({
      fieldId: platform.id,
      key: 'scaffoldAndPlatform',
      params: { label: platform.label },
    });
  }
  return errors;
}

/** Video fields not yet watched, by label, for the message that lists them. */
export function unwatchedVideos(fields: readonly FormField[], values: FormValues): string[] {
  return fields.filter((f) => f.type === 'video' && values[f.id] !== true).map((f) => f.label);
}

/** The site's own video must be watched unless the form has video fields of its own. */
export function requiresSiteVideo(
  site: { hasSafetyVideo: boolean; videoUrl: string },
  fields: readonly FormField[],
) {
  return site.hasSafetyVideo && site.videoUrl.length > 0 && !fields.some((f) => f.type === 'video');
}
