import type { FastifyRequest } from 'fastify';

const FIELD_TEXTS = ['label', 'placeholder', 'helpText'] as const;

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asHebrew = (value: unknown) => (typeof value === 'string' ? { he: value } : value);

/**
 * A client that knows one language sends a field's texts as plain strings; they are taken as
 * the Hebrew text before validation, so the stored form keeps one shape and the schema's error
 * paths stay those of the per-language form. Anything else is left for validation to judge.
 */
export async function plainTextsAsHebrew(request: FastifyRequest) {
  const body = request.body;
  if (!isObject(body) || !Array.isArray(body.formFields)) return;
  for (const field of body.formFields) {
    if (!isObject(field)) continue;
    for (const key of FIELD_TEXTS) if (key in field) field[key] = asHebrew(field[key]);
    if (!Array.isArray(field.options)) continue;
    for (const option of field.options) {
      if (isObject(option) && 'label' in option) option.label = asHebrew(option.label);
    }
  }
}
