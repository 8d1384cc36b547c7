import type { FieldType } from '../schemas/field-types';

/** The material a worker goes through before a comprehension check: videos and documents. */
export const MATERIAL_FIELD_TYPES: ReadonlySet<FieldType> = new Set(['video', 'safety_document']);

/** What a valid induction lets a returning worker skip: the material and its check. */
export const INDUCTION_FIELD_TYPES: ReadonlySet<FieldType> = new Set([
  ...MATERIAL_FIELD_TYPES,
  'quiz',
]);
