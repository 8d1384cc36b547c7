import { fieldType, offers, type CheckContext } from '../fields/field-type-registry';
import type { FormField } from '../schemas/field-types';

/** One problem with one field: an i18n key of the validation namespace and its values. */
export interface FieldError {
  fieldId: string;
  key: string;
  params: Record<string, string>;
}

export type FormValues = Record<string, unknown>;

export type RuleContext = CheckContext;

function asText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Is the field answered, by its type (files count when a file is set)? */
export function isFilled(
  field: FormField,
  value: unknown,
  ctx: Pick<RuleContext, 'filesPresent'>,
): boolean {
  const { answer } = fieldType(field.type);
  if (answer === 'file') return ctx.filesPresent.has(field.id);
  if (answer === 'yesNo') return value === true;
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
  const row = fieldType(field.type);
  if (!isFilled(field, value, ctx)) {
    if (!field.required) return null;
    const missing = row.whenMissing?.(field) ?? { key: 'required' };
    return error(field, missing.key, missing.params);
  }
  const problem = row.check?.(asText(value), field, ctx);
  return problem ? error(field, problem.key, problem.params) : null;
}

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
  const equipmentFields = fields.filter((f) => fieldType(f.type).answer === 'equipment');
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
  const answered = (list: 'scaffolds' | 'platforms') =>
    fields.find((f) => fieldType(f.type).equipmentList === list && asText(values[f.id]));
  const scaffold = answered('scaffolds');
  const platform = answered('platforms');
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
  return fields.filter((f) => offers(f.type, 'video') && values[f.id] !== true).map((f) => f.label);
}

/** The site's own video must be watched unless the form has video fields of its own. */
export function requiresSiteVideo(
  site: { hasSafetyVideo: boolean; videoUrl: string },
  fields: readonly FormField[],
) {
  return (
    site.hasSafetyVideo && site.videoUrl.length > 0 && !fields.some((f) => offers(f.type, 'video'))
  );
}
